import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/calendar.ts';
import { KEY } from '../src/domain/statements/common-items.ts';
import { NEWS_START } from '../src/demo/generator/news/company-news.ts';
import {
  readDividend,
  readDividendPeriod,
  readResults,
  readResultsTitle,
  shownMillions,
  type Lang,
} from '../src/demo/generator/news/read-back.ts';
import { TOP_LINE } from '../src/demo/generator/news/results.ts';
import type { Family } from '../src/domain/statements/template-types.ts';
import { foldForSearch } from '../src/platform/arabic-search.ts';
import { testSeedProfile } from './helpers/profile.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Holds every figure the seeded announcements quote against the rows the product serves: a
 * results announcement's figures against the stored statements, a dividend announcement's against
 * the dividend record, for a spread of companies and all their announcements, in both languages.
 */

let t: TestApp;
type Stock = { id: string; code: string; listing: string; market_id: string; family: Family | null };
let sample: Stock[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const all = await t.database.query<Stock>(
    `SELECT s.id, s.symbol_code AS code, s.listing_date::text AS listing, s.market_id, b.family
     FROM stocks s LEFT JOIN financial_books b ON b.stock_id = s.id ORDER BY s.symbol_code`,
  );
  sample = all.filter((s, i) => i % 12 === 0 || ['2222', '1120', '8010', '4330'].includes(s.code));
});
afterAll(() => t.close());

type Row = {
  id: string;
  topic: string;
  category: string;
  announcement_type: string;
  market_id: string | null;
  title_en: string;
  title_ar: string;
  content_en: string;
  content_ar: string;
  search_text: string;
  is_demo: boolean;
  day: string;
  events: { type: string; date: string; stock_id: string | null }[];
};

const announcementsOf = (stockId: string, topic: string) =>
  t.database.query<Row>(
    `SELECT a.id, a.topic, a.category, a.announcement_type, a.market_id, a.title_en, a.title_ar, a.content_en, a.content_ar, a.search_text, a.is_demo,
            to_char(a.published_at AT TIME ZONE 'Asia/Riyadh', 'YYYY-MM-DD') AS day,
            coalesce((SELECT json_agg(json_build_object('type', e.type, 'date', e.date::text, 'stock_id', e.stock_id) ORDER BY e.date, e.type)
                      FROM events e WHERE e.announcement_id = a.id), '[]') AS events
     FROM announcements a JOIN announcement_stocks x ON x.announcement_id = a.id
     WHERE x.stock_id = $1 AND a.topic = $2`,
    [stockId, topic],
  );

const text = (a: Row, lang: Lang) => (lang === 'en' ? a.content_en : a.content_ar);
const from = (s: Stock) => (s.listing > NEWS_START ? s.listing : NEWS_START);
const END = testSeedProfile.endDate!;

describe('the seeded announcements', () => {
  it("quote the stored statements' top line, net income attributable to shareholders and EPS of every results announcement", async () => {
    let checked = 0;
    for (const s of sample.filter((x) => x.family)) {
      const rows = await t.database.query<{ year: number; period: string; end_date: string; values: Record<string, number> }>(
        `SELECT year, period, end_date::text, values FROM financial_statements WHERE stock_id = $1 AND statement = 'income_statement'`,
        [s.id],
      );
      const find = (year: number, period: string) => rows.find((r) => r.year === year && r.period === period);
      const results = await announcementsOf(s.id, 'FINANCIAL_RESULTS');
      for (const a of results) {
        const title = readResultsTitle(a.title_en)!;
        const main = rows.find((r) => r.end_date === title.end_date && (title.annual ? r.period === 'ANNUAL' : /^Q[123]$/.test(r.period)));
        expect(main, a.title_en).toBeDefined();
        const scopes = [
          [title.annual ? 'year' : 'quarter', main!] as const,
          ...(title.annual ? [['fourth', find(main!.year, 'Q4')!] as const] : []),
        ];
        for (const [scope, row] of scopes) {
          const prev = find(row.year - 1, row.period)?.values;
          const net = (v: Record<string, number>) => v[KEY.attributable] ?? v[KEY.netIncome]!;
          for (const lang of ['en', 'ar'] as const) {
            const q = readResults(text(a, lang), lang)[scope]!;
            expect(q.net_income, `${s.code} ${a.title_en} ${lang}`).toEqual({
              value: shownMillions(net(row.values)),
              prev: prev ? shownMillions(net(prev)) : null,
            });
            expect(q.eps).toEqual({ value: row.values[KEY.basicEps], prev: prev ? prev[KEY.basicEps] : null });
            expect(q.top_line?.value).toBe(shownMillions(row.values[TOP_LINE[s.family!]]!));
          }
          checked++;
        }
        expect(a.events.map((e) => [e.type, e.date])).toEqual([['FINANCIAL_RESULTS', a.day]]);
        expect(a.day > title.end_date && a.day <= END).toBe(true);
      }
      // Every quarter and year that ended in the window long enough ago has been announced.
      const announced = new Set(results.map((a) => JSON.stringify(readResultsTitle(a.title_en))));
      for (const r of rows)
        if (['Q1', 'Q2', 'Q3', 'ANNUAL'].includes(r.period) && r.end_date >= from(s) && addDays(r.end_date, 75) <= END)
          expect(announced, `${s.code} ${r.year} ${r.period}`).toContain(
            JSON.stringify({ end_date: r.end_date, annual: r.period === 'ANNUAL' }),
          );
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("quote every dividend record's amount per share, total, eligibility and distribution dates, and date their events by it", async () => {
    let checked = 0;
    for (const s of sample) {
      const records = await t.database.query<{
        year: number;
        period: string;
        amount: string;
        announced: string;
        due: string;
        paid: string;
        shares: string;
      }>(
        `SELECT year, period, (amount * 100)::text AS amount, announcement_date::text AS announced, due_date::text AS due, distribution_date::text AS paid,
                coalesce((SELECT c.shares_before FROM capital_changes c WHERE c.stock_id = d.stock_id AND c.effective_date > d.announcement_date
                          ORDER BY c.effective_date LIMIT 1), (SELECT shares_outstanding FROM stocks WHERE id = d.stock_id))::text AS shares
         FROM dividends d WHERE stock_id = $1`,
        [s.id],
      );
      const news = await announcementsOf(s.id, 'DIVIDENDS');
      for (const a of news) {
        const which = readDividendPeriod(a.title_en)!;
        const d = records.find((r) => r.year === which.year && r.period === which.period)!;
        expect(d, a.title_en).toBeDefined();
        // Halalas; a fraction of a halala would show here as a mismatch.
        const amount = Number(d.amount);
        for (const lang of ['en', 'ar'] as const) {
          const q = readDividend(text(a, lang), lang);
          expect(q, `${s.code} ${a.title_en} ${lang}`).toMatchObject({
            amount,
            due_date: d.due,
            distribution_date: d.paid,
            total: amount * Number(d.shares),
          });
        }
        if (a.events.length) {
          expect(a.day).toBe(d.announced);
          expect(readDividend(a.content_en, 'en').shares).toBe(Number(d.shares));
          expect(a.events.map((e) => [e.type, e.date, e.stock_id])).toEqual([
            ['CASH_DIVIDENDS_RIGHT', d.due, s.id],
            ['CASH_DIVIDENDS_DISTRIBUTION', d.paid, s.id],
          ]);
        } else expect(a.day).toBe(d.paid);
        checked++;
      }
      for (const d of records)
        if (d.announced >= from(s))
          expect(
            news.filter((a) => a.events.length && a.day === d.announced && a.title_en.includes(String(d.year))).length,
            `${s.code} ${d.year} ${d.period}`,
          ).toBeGreaterThan(0);
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("belong to their company's market, are marked demo, and carry both languages folded in their search text", async () => {
    for (const s of sample)
      for (const topic of ['FINANCIAL_RESULTS', 'DIVIDENDS', 'GENERAL_ASSEMBLY'])
        for (const a of await announcementsOf(s.id, topic)) {
          expect(a.market_id).toBe(s.market_id);
          expect(a.is_demo).toBe(true);
          expect(a.category).toBe('COMPANY');
          expect(a.announcement_type).toBe(a.events.length ? 'EVENT' : 'NEWS');
          expect(a.search_text).toBe(foldForSearch([a.title_ar, a.title_en, a.content_ar, a.content_en].join(' ')));
        }
  });

  it("gives the exchange's holiday notices, for both markets, with an event on every closed session", async () => {
    const bad = await t.database.query(
      `SELECT h.date FROM trading_holidays h
       WHERE h.date BETWEEN '2020-02-01' AND $1
         AND NOT EXISTS (SELECT 1 FROM events e JOIN announcements a ON a.id = e.announcement_id
                         WHERE e.type = 'MARKET_HOLIDAY' AND e.date = h.date AND a.topic = 'HOLIDAY' AND a.category = 'MARKET' AND a.market_id IS NULL)`,
      [END],
    );
    expect(bad).toEqual([]);
  });
});
