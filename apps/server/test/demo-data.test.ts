import { sarToHalalas } from '@sahm/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickSize } from '../src/domain/ticks.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const one = async <T>(sql: string): Promise<T> => (await t.database.query<T>(sql))[0] as T;

/** Checks the loaded data set as a whole, through the database, the way a reviewer of the market would. */
describe('the loaded demo data set', () => {
  it('has at least 250 main-market and 80 growth-market companies with names in both languages', async () => {
    const rows = await t.database.query<{ code: string; n: number }>(
      `SELECT m.code, count(*)::int AS n FROM stocks s JOIN markets m ON m.id = s.market_id GROUP BY m.code`,
    );
    const n = Object.fromEntries(rows.map((r) => [r.code, r.n]));
    expect(n.TASI).toBeGreaterThanOrEqual(250);
    expect(n.NOMUC).toBeGreaterThanOrEqual(80);
    const unnamed = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM stocks WHERE company_name_ar !~ '[\u0600-\u06FF]' OR company_name_en = '' OR short_name_ar = '' OR short_name_en = ''`,
    );
    expect(unnamed.n).toBe(0);
  });

  it("stamps the last figures with their session's closing time, not the moment they were loaded", async () => {
    const rows = await t.database.query<{ trade_date: string; at: string }>(
      `SELECT DISTINCT trade_date::text AS trade_date, to_char(updated_at AT TIME ZONE 'Asia/Riyadh', 'HH24:MI') AS at FROM stock_quotes`,
    );
    expect(rows).toEqual([{ trade_date: rows[0]!.trade_date, at: '15:00' }]);
  });

  it('trades only on Sunday to Thursday and never on a holiday', async () => {
    const bad = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT DISTINCT trade_date FROM stock_price_points) d
       WHERE extract(dow FROM trade_date) IN (5, 6) OR trade_date IN (SELECT date FROM trading_holidays)`,
    );
    expect(bad.n).toBe(0);
  });

  it('keeps every session within the daily price limit of its market, each bar consistent', async () => {
    const bad = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM stock_price_points p JOIN stocks s ON s.id = p.stock_id JOIN markets m ON m.id = s.market_id
       WHERE p.low > least(p.open, p.close) OR p.high < greatest(p.open, p.close)
          OR (p.trade_date > coalesce(s.listing_date, '1900-01-01')
              AND (p.high > p.prev_close * (1 + m.price_limit) OR p.low < p.prev_close * (1 - m.price_limit)))`,
    );
    expect(bad.n).toBe(0);
  });

  it('chains each session’s reference price to the previous close', async () => {
    const bad = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT prev_close, lag(close) OVER (PARTITION BY stock_id ORDER BY trade_date) AS last_close FROM stock_price_points
       ) x WHERE last_close IS NOT NULL AND prev_close <> last_close`,
    );
    expect(bad.n).toBe(0);
  });

  it('puts prices on the exchange’s tick grid for their date', async () => {
    const sample = await t.database.query<{ trade_date: string; close: string; high: string }>(
      `SELECT trade_date::text, close::text, high::text FROM stock_price_points ORDER BY stock_id, trade_date LIMIT 20000`,
    );
    for (const r of sample) {
      for (const v of [r.close, r.high]) {
        const halalas = sarToHalalas(v);
        expect(halalas % tickSize(halalas, r.trade_date), `${v} on ${r.trade_date}`).toBe(0);
      }
    }
  });

  it('computes TASI from its constituents near the real 2025 close', async () => {
    const close = await one<{ close: string }>(
      `SELECT i.close::text FROM index_points i JOIN markets m ON m.id = i.market_id WHERE m.code = 'TASI' AND i.trade_date = '2025-12-31'`,
    );
    expect(Number(close.close)).toBeCloseTo(10490.69, 0);
  });

  it('fills the company pages for every listed company, all marked as demo data', async () => {
    const missing = await one<{ profiles: number; shariah: number; earnings: number }>(
      `SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM stock_profiles p WHERE p.stock_id = s.id))::int AS profiles,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM shariah_records r WHERE r.stock_id = s.id))::int AS shariah,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM stock_annual_earnings e WHERE e.stock_id = s.id))::int AS earnings
       FROM stocks s`,
    );
    expect(missing).toEqual({ profiles: 0, shariah: 0, earnings: 0 });
    const filled = await one<{ board: number; holders: number; payers: number; changed: number; companies: number }>(
      `SELECT (SELECT count(DISTINCT stock_id) FROM board_records WHERE is_current)::int AS board,
              (SELECT count(DISTINCT stock_id) FROM shareholder_records WHERE is_shareholder)::int AS holders,
              (SELECT count(DISTINCT stock_id) FROM dividends)::int AS payers,
              (SELECT count(DISTINCT stock_id) FROM capital_changes)::int AS changed,
              (SELECT count(*) FROM stocks)::int AS companies`,
    );
    expect(filled.board).toBeGreaterThan(filled.companies * 0.9);
    expect(filled.holders).toBeGreaterThan(filled.companies * 0.5);
    expect(filled.payers).toBeGreaterThan(filled.companies * 0.4);
    expect(filled.changed).toBeGreaterThan(filled.companies * 0.1);
    const notDemo = await one<{ n: number }>(
      `SELECT (SELECT count(*) FROM stock_profiles WHERE NOT is_demo) + (SELECT count(*) FROM board_records WHERE NOT is_demo)
            + (SELECT count(*) FROM shareholder_records WHERE NOT is_demo) + (SELECT count(*) FROM shariah_records WHERE NOT is_demo)
            + (SELECT count(*) FROM dividends WHERE NOT is_demo) + (SELECT count(*) FROM capital_changes WHERE NOT is_demo) AS n`,
    );
    expect(Number(notDemo.n)).toBe(0);
  });

  it('keeps the company figures consistent with the market data', async () => {
    const bad = await one<Record<string, number>>(
      `SELECT
         (SELECT count(*) FROM stock_profiles p JOIN stocks s ON s.id = p.stock_id
           WHERE p.contributed_capital <> s.shares_outstanding * p.paid_value OR p.paid_value <> s.nominal_value
              OR p.establishment_date >= s.listing_date)::int AS profiles,
         (SELECT count(*) FROM (SELECT stock_id FROM shareholder_records WHERE is_shareholder GROUP BY stock_id HAVING sum(percentage) > 100) x)::int AS holders,
         (SELECT count(*) FROM (SELECT stock_id, date FROM shareholder_records GROUP BY stock_id, date HAVING sum(percentage) > 100) x)::int AS holders_on_a_day,
         (SELECT count(*) FROM (
            SELECT DISTINCT ON (c.stock_id) c.shares_after, s.shares_outstanding FROM capital_changes c JOIN stocks s ON s.id = c.stock_id
            ORDER BY c.stock_id, c.effective_date DESC) x WHERE shares_after <> shares_outstanding)::int AS capital,
         (SELECT count(*) FROM (SELECT stock_id FROM board_records WHERE is_current GROUP BY stock_id
            HAVING count(*) FILTER (WHERE position = 'CHAIRMAN') <> 1) x)::int AS chairs,
         (SELECT count(*) FROM dividends WHERE NOT (announcement_date < due_date AND due_date < distribution_date)
            OR extract(dow FROM due_date) IN (5, 6) OR due_date IN (SELECT date FROM trading_holidays))::int AS dividend_dates,
         (SELECT count(*) FROM shariah_records WHERE cleaning_amount IS NOT NULL AND provider NOT IN ('ALBILAD', 'ALMAQASSED'))::int AS cleaning`,
    );
    expect(bad).toEqual({ profiles: 0, holders: 0, holders_on_a_day: 0, capital: 0, chairs: 0, dividend_dates: 0, cleaning: 0 });
  });

  it('prices every past eligibility day inside the price history, so yields can be computed', async () => {
    const unpriced = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM dividends d
       WHERE d.due_date >= (SELECT min(trade_date) FROM stock_price_points p WHERE p.stock_id = d.stock_id)
         AND d.due_date <= (SELECT max(trade_date) FROM stock_quotes)
         AND NOT EXISTS (SELECT 1 FROM stock_price_points p WHERE p.stock_id = d.stock_id AND p.trade_date = d.due_date)`,
    );
    expect(unpriced.n).toBe(0);
  });

  it('has at least 100 mutual funds with NAV history', async () => {
    const funds = await one<{ n: number; shariah: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE shariah_compliant)::int AS shariah FROM mutual_funds`,
    );
    expect(funds.n).toBeGreaterThanOrEqual(100);
    expect(funds.shariah).toBeGreaterThan(funds.n / 2);
    const navless = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM mutual_funds f WHERE NOT EXISTS (SELECT 1 FROM fund_nav_points p WHERE p.fund_id = f.id)`,
    );
    expect(navless.n).toBe(0);
  });
});
