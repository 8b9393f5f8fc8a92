import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sarToHalalas } from '@sahm/contracts/money';
import { ratings } from '@sahm/contracts/recommendations';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { changeOf } from '../../domain/recommendations/change.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = {
  id: string;
  firm: string;
  stock: string;
  rating_date: string;
  prev_rating: string | null;
  rating: string;
  rating_price: string;
  target_price: string;
  change_value: string;
  change_ratio: string;
  close: string | null;
  is_demo: boolean;
  firm_demo: boolean;
  reports: number;
};

describe('demo recommendations', () => {
  it('are priced at the stored close of their date, with consistent changes and chained ratings', async () => {
    const rows = await t.database.query<Row>(`
      SELECT e.id, e.research_firm_id AS firm, e.stock_id AS stock, e.rating_date::text AS rating_date, e.prev_rating, e.rating,
             e.rating_price::text AS rating_price, e.target_price::text AS target_price,
             e.change_value::text AS change_value, e.change_ratio::text AS change_ratio,
             p.close::text AS close, e.is_demo, f.is_demo AS firm_demo,
             (SELECT count(*)::int FROM capital_expectation_reports r WHERE r.expectation_id = e.id) AS reports
        FROM capital_expectations e
        JOIN research_firms f ON f.id = e.research_firm_id
        LEFT JOIN stock_price_points p ON p.stock_id = e.stock_id AND p.trade_date = e.rating_date
       ORDER BY e.research_firm_id, e.stock_id, e.rating_date`);
    expect(rows.length).toBeGreaterThan(200);
    const stocks = new Set(rows.map((r) => r.stock));
    expect(stocks.size).toBeGreaterThan(20);
    expect(stocks.size).toBeLessThanOrEqual(35);
    expect(new Set(rows.map((r) => r.rating))).toEqual(new Set(ratings));
    let prev: Row | undefined;
    for (const r of rows) {
      expect(r.close, `${r.stock} ${r.rating_date} has a session`).not.toBeNull();
      expect(r.rating_price).toBe(r.close);
      expect(changeOf(sarToHalalas(r.rating_price), sarToHalalas(r.target_price))).toEqual({
        change_value: r.change_value,
        change_ratio: r.change_ratio,
      });
      const sameChain = prev && prev.firm === r.firm && prev.stock === r.stock;
      expect(r.prev_rating).toBe(sameChain ? prev!.rating : null);
      if (!sameChain) expect(r.rating).toBe('COVERAGE_START');
      // The target leans the way the rating says.
      if (r.rating === 'BUYING') expect(Number(r.change_ratio)).toBeGreaterThanOrEqual(14);
      if (r.rating === 'SELLING') expect(Number(r.change_ratio)).toBeLessThanOrEqual(-11);
      expect([r.is_demo, r.firm_demo, r.reports]).toEqual([true, true, 2]);
      prev = r;
    }
  });

  it('come from invented firms, named in both languages', async () => {
    const firms = await t.database.query<{ name_en: string; name_ar: string }>(`SELECT name_en, name_ar FROM research_firms WHERE is_demo`);
    expect(firms.length).toBe(6);
    for (const f of firms) expect(f.name_ar).toMatch(/[\u0600-\u06FF]/);
  });
});
