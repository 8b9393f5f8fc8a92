import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialStatementsSchema,
  latestFinancialsSchema,
  statisticsSchema,
  tooltipListSchema,
  type StatementEntry,
} from '@sahm/contracts/financials';
import { stockDetailSchema, stockListSchema } from '@sahm/contracts/stocks';
import { INDICATORS } from '../../domain/indicators/catalogue.ts';
import { computeStoredIndicators } from '../../domain/indicators/stored.ts';
import { NAMED_TERMS } from '../../domain/indicators/tooltip-terms.ts';
import { refreshCurrentIndicators } from './current-indicators.ts';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
const guid: Record<string, string> = {};
const as: Record<'anonymous' | 'basic' | 'advance', Record<string, string>> = { anonymous: {}, basic: {}, advance: {} };
const CODES = { bank: '1120', ordinary: '2222', insurance: '8010', reit: '4330' } as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const [family, code] of Object.entries(CODES))
    guid[family] = stockListSchema.parse((await t.api({ url: `/api/v1/stocks/?search=${code}` })).json()).items[0]!.guid;
  for (const plan of ['basic', 'advance'] as const) as[plan] = bearer((await signIn(t, `${plan}@sahm.demo`, DEMO_PASSWORD)).access_token);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = as.advance, locale: 'ar' | 'en' = 'en') =>
  t.api({ url: `/api/v1${url}`, headers, locale });
const flat = (entries: readonly StatementEntry[]): StatementEntry[] => entries.flatMap((e) => [e, ...flat(e.child)]);
const item = (entries: readonly StatementEntry[], key: string) => flat(entries).find((e) => e.key === key)!;

describe('plan gates', () => {
  it('answers 401 to anonymous callers and 403 naming the permission to BASIC', async () => {
    const s = guid.bank!;
    for (const [url, permission] of [
      [`/stocks/${s}/financial-statements?period_filter=ANNUALS`, 'CAN_VIEW_FINANCIAL_STATEMENTS'],
      [`/stocks/${s}/financials/latest`, 'CAN_VIEW_FINANCIAL_STATEMENTS'],
      [`/stocks/${s}/financials?period_filter=ANNUALS`, 'CAN_VIEW_COMPANY_INDICES'],
    ] as const) {
      expect((await get(url, as.anonymous)).statusCode).toBe(401);
      const refused = await get(url, as.basic);
      expect(refused.statusCode).toBe(403);
      expect(JSON.stringify(refused.json())).toContain(permission);
    }
  });

  it('refuses an unknown period filter and an unknown stock', async () => {
    expect((await get(`/stocks/${guid.bank}/financial-statements?period_filter=MONTHLY`)).statusCode).toBe(422);
    expect((await get(`/stocks/00000000-0000-4000-8000-000000000000/financial-statements`)).statusCode).toBe(404);
  });
});

describe('GET /stocks/{guid}/financial-statements/', () => {
  it.each(Object.keys(CODES))('serves twelve years of a %s company that balance and tie, newest first', async (family) => {
    const annual = financialStatementsSchema.parse(
      (await get(`/stocks/${guid[family]}/financial-statements/?period_filter=ANNUALS`)).json(),
    );
    expect(annual.family).toBe(family);
    expect(annual.units).toBe('SAR_MILLIONS');
    expect(annual.columns.length).toBeGreaterThanOrEqual(5);
    expect(annual.columns.every((c) => c.period === 'ANNUAL')).toBe(true);
    expect(annual.columns.map((c) => c.date)).toEqual([...annual.columns.map((c) => c.date)].sort().reverse());
    const assets = item(annual.balance_sheet, 'total_assets');
    const sides = item(annual.balance_sheet, 'total_liabilities_and_equity');
    expect(assets.unit).toBe('sar_millions');
    expect(assets.child.length).toBeGreaterThan(0);
    for (const c of annual.columns) expect(Math.round(assets.value[c.date]! * 1000)).toBe(Math.round(sides.value[c.date]! * 1000));
    expect(flat(annual.income_statement).some((e) => e.unit === 'sar_per_share' && Object.keys(e.value).length > 0)).toBe(true);

    // Quarters add up to the year, to the thousand riyals.
    const quarters = financialStatementsSchema.parse(
      (await get(`/stocks/${guid[family]}/financial-statements/?period_filter=QUARTERS`)).json(),
    );
    const halves = financialStatementsSchema.parse(
      (await get(`/stocks/${guid[family]}/financial-statements/?period_filter=BI_ANNUALS`)).json(),
    );
    expect(new Set(quarters.columns.map((c) => c.period))).toEqual(new Set(['Q1', 'Q2', 'Q3', 'Q4']));
    expect(new Set(halves.columns.map((c) => c.period))).toEqual(new Set(['H1', 'H2']));
    const year = annual.columns[0]!;
    const net = (s: typeof annual, period: string) => {
      const col = s.columns.find((c) => c.year === year.year && c.period === period)!;
      return Math.round(item(s.income_statement, 'net_income').value[col.date]! * 1000);
    };
    expect(net(quarters, 'Q1') + net(quarters, 'Q2') + net(quarters, 'Q3') + net(quarters, 'Q4')).toBe(net(annual, 'ANNUAL'));
    expect(net(halves, 'H1') + net(halves, 'H2')).toBe(net(annual, 'ANNUAL'));
  });

  it('carries both languages’ labels', async () => {
    const s = financialStatementsSchema.parse((await get(`/stocks/${guid.ordinary}/financial-statements`, as.advance, 'ar')).json());
    expect(s.income_statement[0]).toMatchObject({ key: 'revenue', label_en: 'Revenue', label_ar: 'الإيرادات' });
  });
});

describe('stored indicators', () => {
  it('equal their formulas on the stored statements, period by period', async () => {
    for (const family of Object.keys(CODES)) {
      const id = guid[family]!;
      const rows = await t.database.query<{
        statement: string;
        year: number;
        period: string;
        end_date: string;
        values: Record<string, number>;
      }>(`SELECT statement, year, period, end_date::text, "values" FROM financial_statements WHERE stock_id = $1`, [id]);
      const stored = await t.database.query<{ year: number; period: string; price: string | null; values: Record<string, string | null> }>(
        `SELECT year, period, price::text, "values" FROM stock_indicators WHERE stock_id = $1 AND period <> 'CURRENT'`,
        [id],
      );
      const [stock] = await t.database.query<{ shares: string }>('SELECT shares_outstanding::text shares FROM stocks WHERE id = $1', [id]);
      const changes = await t.database.query<{ effective_date: string; shares_before: string }>(
        'SELECT effective_date::text, shares_before::text FROM capital_changes WHERE stock_id = $1 ORDER BY effective_date',
        [id],
      );
      // The register as the company pages show it: the shares before the first change after the day.
      const sharesOn = (day: string) => Number(changes.find((c) => c.effective_date > day)?.shares_before ?? stock!.shares);
      const recomputed = computeStoredIndicators(family as 'bank', rows as never, { priceOn: () => null, sharesOn, today: null });
      const nonPrice = INDICATORS.filter((i) => !i.price_based && i.key !== 'shares_outstanding').map((i) => i.key);
      expect(stored.length).toBe(recomputed.length);
      for (const r of recomputed) {
        const s = stored.find((x) => x.year === r.year && x.period === r.period)!;
        for (const key of nonPrice) if (key in r.values) expect([key, s.values[key]]).toEqual([key, r.values[key]]);
      }
    }
  });
});

describe('GET /stocks/{guid}/financials/ (statistics)', () => {
  it('serves the stored indicators by year with the current column at the last close', async () => {
    const s = statisticsSchema.parse((await get(`/stocks/${guid.ordinary}/financials/?period_filter=ANNUALS`)).json());
    expect(s.columns.every((c) => c.period === 'ANNUAL')).toBe(true);
    expect(s.current).not.toBeNull();
    const pe = s.indicators.find((i) => i.key === 'price_to_earnings')!;
    expect(pe.statistics_group).toBe('valuation_measures');
    const eps = s.indicators.find((i) => i.key === 'basic_earnings_per_share_ttm')!;
    const expected = Number(s.current!.price) / Number(eps.values.current);
    expect(Math.abs(Number(pe.values.current) - expected)).toBeLessThan(0.02 * expected + 0.01);
    expect(s.indicators.length).toBeGreaterThan(60);
    // The current column's flows are the last twelve months: the four latest quarters.
    const quarters = statisticsSchema.parse((await get(`/stocks/${guid.ordinary}/financials/?period_filter=QUARTERS`)).json());
    const revenue = quarters.indicators.find((i) => i.key === 'revenue')!;
    const lastFour = quarters.columns.slice(0, 4).reduce((sum, c) => sum + Number(revenue.values[c.date]), 0);
    expect(Math.abs(Number(revenue.values.current) - lastFour)).toBeLessThan(0.03);
    const q = statisticsSchema.parse((await get(`/stocks/${guid.bank}/financials/?period_filter=QUARTERS`)).json());
    expect(q.columns.every((c) => c.period.startsWith('Q'))).toBe(true);
    expect(q.indicators.some((i) => i.key === 'loans_to_deposits')).toBe(true);
    expect(q.indicators.some((i) => i.key === 'gross_profit_margin')).toBe(false);
  });
});

describe('the stock page’s ratios', () => {
  it.each(Object.keys(CODES))('of a %s company rest on the EPS and book value of its statements', async (family) => {
    const s = statisticsSchema.parse((await get(`/stocks/${guid[family]}/financials/?period_filter=ANNUALS`)).json());
    const current = (key: string) => Number(s.indicators.find((i) => i.key === key)!.values.current);
    const detail = stockDetailSchema.parse((await get(`/stocks/${guid[family]}`)).json());
    expect(detail.today_points?.basic_earnings_per_share_ttm).toBe(current('basic_earnings_per_share_ttm'));
    expect(detail.today_points?.book_value_per_share_ttm).toBe(current('book_value'));
  });
});

describe('GET /stocks/{guid}/financials/latest/', () => {
  it('compares the last year with the one before', async () => {
    const l = latestFinancialsSchema.parse((await get(`/stocks/${guid.ordinary}/financials/latest/?annual=true`)).json());
    expect(l.period?.period).toBe('ANNUAL');
    expect(l.previous_period?.year).toBe(l.period!.year - 1);
    const revenue = l.items.find((i) => i.key === 'revenue')!;
    const rate = ((revenue.result! - revenue.previous_result!) / Math.abs(revenue.previous_result!)) * 100;
    expect(Math.abs(revenue.change_rate! - rate)).toBeLessThan(0.01);
    const quarter = latestFinancialsSchema.parse(
      (await get(`/stocks/${guid.ordinary}/financials/latest/?annual=false&compare=previous_period`)).json(),
    );
    expect(quarter.period?.period).toMatch(/^Q/);
  });
});

describe('GET /tooltip/', () => {
  it('gives every indicator’s and every named term’s help in both languages', async () => {
    const list = tooltipListSchema.parse((await get('/tooltip/', as.anonymous)).json());
    const keys = new Set(list.items.map((i) => i.key));
    for (const key of [...NAMED_TERMS, ...INDICATORS.map((i) => i.key)]) expect(keys.has(key)).toBe(true);
  });
});

describe('at a session’s close', () => {
  it('recomputes the price-based indicators at the new close, once, and the page serves them', async () => {
    const id = guid.ordinary!;
    const [last] = await t.database.query<{ d: string }>(`SELECT max(trade_date)::text d FROM stock_price_points WHERE stock_id = $1`, [
      id,
    ]);
    await t.database.query(`UPDATE stock_price_points SET close = 40.00 WHERE stock_id = $1 AND trade_date = $2`, [id, last!.d]);
    expect(await refreshCurrentIndicators(t.database, last!.d, [id])).toBe(1);
    t.app.financials.invalidate();
    const s = statisticsSchema.parse((await get(`/stocks/${id}/financials/?period_filter=ANNUALS`)).json());
    expect(s.current).toEqual({ date: last!.d, price: '40.00' });
    const value = (key: string) => s.indicators.find((i) => i.key === key)!.values.current;
    const eps = Number(value('basic_earnings_per_share_ttm'));
    expect(Math.abs(Number(value('price_to_earnings')) - 40 / eps)).toBeLessThan(0.01 * (40 / eps));
    expect(value('market_price_per_share')).toBe('40.00');
  });
});
