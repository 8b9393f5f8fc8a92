import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockListSchema, type StockList } from '@sahm/contracts/stocks';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let mainGuid: string;
let nomuGuid: string;
beforeAll(async () => {
  t = await createTestApp();
  const markets = (await t.api({ url: '/api/v1/markets/' })).json().items as { guid: string; code: string }[];
  mainGuid = markets.find((m) => m.code === 'TASI')!.guid;
  nomuGuid = markets.find((m) => m.code === 'NOMUC')!.guid;
});
afterAll(() => t.close());

const list = async (query: string, locale: 'ar' | 'en' = 'ar'): Promise<StockList> => {
  const res = await t.api({ url: `/api/v1/stocks/?${query}`, locale });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  // The route sends cached JSON text, so the contract is checked here rather than by the serializer.
  return stockListSchema.parse(res.json());
};

describe('GET /api/v1/stocks/', () => {
  it('pages the list with {items,total,page,size}, 25 by default', async () => {
    const first = await list('');
    expect(first.page).toBe(1);
    expect(first.size).toBe(25);
    expect(first.items).toHaveLength(25);
    expect(first.total).toBeGreaterThanOrEqual(330);
    const second = await list('page=2&size=25');
    expect(second.items[0]!.symbol_code).not.toBe(first.items[0]!.symbol_code);
    const beyond = await list(`page=999&size=100`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('filters by market', async () => {
    const main = await list(`market_guid=${mainGuid}&size=100`);
    const nomu = await list(`market_guid=${nomuGuid}&size=100`);
    expect(main.total).toBeGreaterThanOrEqual(250);
    expect(nomu.total).toBeGreaterThanOrEqual(80);
    expect(main.items.every((s) => s.market.guid === mainGuid)).toBe(true);
    expect(nomu.items.every((s) => s.market.code === 'NOMUC')).toBe(true);
  });

  it('filters by an industry group and by a parent sector', async () => {
    const banks = await list('search=1120');
    const sector = banks.items[0]!.sector;
    const byGroup = await list(`sector=${sector.guid}&size=100`);
    expect(byGroup.items.length).toBeGreaterThan(3);
    expect(byGroup.items.every((s) => s.sector.guid === sector.guid)).toBe(true);
    const byParent = await list(`sector=${sector.parent!.guid}&size=100`);
    expect(byParent.total).toBeGreaterThanOrEqual(byGroup.total);
    expect(byParent.items.every((s) => s.sector.parent?.guid === sector.parent!.guid)).toBe(true);
  });

  it.each([
    ['الانماء', 'الإنماء'],
    ['اسمنت', 'أسمنت'],
    ['الراجحى', 'الراجحي'],
    ['مَصرِف', 'مصرف'],
  ])('finds Arabic names typed loosely: %s', async (typed, expected) => {
    const res = await list(`search=${encodeURIComponent(typed)}&size=100`);
    expect(res.total).toBeGreaterThan(0);
    expect(res.items.some((s) => s.company_name.includes(expected) || s.short_name.includes(expected))).toBe(true);
  });

  it('finds English names case-insensitively and symbol codes by prefix', async () => {
    const en = await list('search=rajhi', 'en');
    expect(en.items.some((s) => s.symbol_code === '1120')).toBe(true);
    const prefix = await list('search=112&size=100');
    expect(prefix.items.length).toBeGreaterThan(0);
    expect(prefix.items.every((s) => s.symbol_code.startsWith('112') || /112/.test(s.company_name))).toBe(true);
    const none = await list('search=%25_%25');
    expect(none.total).toBe(0);
  });

  it('names things in the requested language', async () => {
    const ar = await list('search=1120');
    const en = await list('search=1120', 'en');
    expect(ar.items[0]!.company_name).toBe('مصرف الراجحي');
    expect(en.items[0]!.company_name).toMatch(/Rajhi/);
    expect(en.items[0]!.market.name).toMatch(/Main Market/);
  });

  it.each(['price', '-price', 'change_ratio', '-change_ratio', '-trade_value', 'market_cap', 'symbol_code'])(
    'orders by %s',
    async (order) => {
      const res = await list(`order_by=${order}&size=50&market_guid=${mainGuid}`);
      const desc = order.startsWith('-');
      const field = desc ? order.slice(1) : order;
      const value = (s: StockList['items'][number]): number | string => {
        if (field === 'symbol_code') return s.symbol_code;
        if (field === 'market_cap') return s.today_points!.daily_market_capitalization;
        if (field === 'trade_value') return s.today_live_points!.trade_value;
        return s.today_live_points![field as 'price' | 'change_ratio'];
      };
      const values = res.items.map(value);
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      if (desc) sorted.reverse();
      expect(values).toEqual(sorted);
    },
  );

  it('refuses an unknown order_by field', async () => {
    const res = await t.api({ url: '/api/v1/stocks/?order_by=-password', locale: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['query', 'order_by']);
  });

  it('carries live and derived figures consistent with each other', async () => {
    const res = await list('search=2222');
    const s = res.items[0]!;
    const live = s.today_live_points!;
    const today = s.today_points!;
    expect(live.low).toBeLessThanOrEqual(live.price);
    expect(live.high).toBeGreaterThanOrEqual(live.price);
    expect(today.close).toBe(live.price);
    expect(today.fifty_two_week_low).toBeLessThanOrEqual(today.close);
    expect(today.fifty_two_week_high).toBeGreaterThanOrEqual(today.close);
    expect(today.daily_market_capitalization).toBeGreaterThan(1e12);
    if (today.basic_earnings_per_share_ttm && today.basic_earnings_per_share_ttm > 0) {
      expect(today.daily_price_to_earnings).toBeCloseTo(today.close / today.basic_earnings_per_share_ttm, 0);
    }
  });
});
