import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationErrorSchema } from '@sahm/contracts/common';
import { SCREENER_DEFAULT_COLUMNS, screenerFieldListSchema, screenerResponseSchema, type ScreenerResponse } from '@sahm/contracts/screener';
import { stockListSchema, type StockListItem } from '@sahm/contracts/stocks';
import { INDICATORS } from '../../domain/indicators/catalogue.ts';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
const as: Record<'anonymous' | 'basic' | 'advance', Record<string, string>> = { anonymous: {}, basic: {}, advance: {} };
const listed: StockListItem[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const plan of ['basic', 'advance'] as const) as[plan] = bearer((await signIn(t, `${plan}@sahm.demo`, DEMO_PASSWORD)).access_token);
  for (let page = 1; ; page += 1) {
    const p = stockListSchema.parse((await t.api({ url: `/api/v1/stocks/?size=100&page=${page}` })).json());
    listed.push(...p.items);
    if (listed.length >= p.total) break;
  }
});
afterAll(() => t.close());

const call = (query: string, headers = as.advance, locale: 'ar' | 'en' = 'en') =>
  t.api({ url: `/api/v1/screener/stocks/?${query}`, headers, locale });
const screen = async (query: string): Promise<ScreenerResponse> => {
  const res = await call(query);
  expect(res.statusCode, res.body).toBe(200);
  return screenerResponseSchema.parse(res.json());
};
const guids = (r: ScreenerResponse) => r.result.map((row) => row.stock.guid);
const values = (r: ScreenerResponse, field: string) => r.result.map((row) => row.values[field]);
const numbers = (r: ScreenerResponse, field: string) => values(r, field).map(Number);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('gates', () => {
  it('answers 401 to anonymous callers and 403 naming CAN_CUSTOMIZE_FILTERS to BASIC', async () => {
    expect((await call('price__gte=1', as.anonymous)).statusCode).toBe(401);
    const refused = await call('price__gte=1', as.basic);
    expect(refused.statusCode).toBe(403);
    expect(JSON.stringify(refused.json())).toContain('CAN_CUSTOMIZE_FILTERS');
  });

  it('lists the fields publicly: the spec’s fields and every stored indicator, with the column-only and filter-only exceptions', async () => {
    const list = screenerFieldListSchema.parse((await t.api({ url: '/api/v1/screener/fields/' })).json());
    const by = new Map(list.fields.map((f) => [f.key, f]));
    for (const i of INDICATORS) expect(by.get(i.key)).toMatchObject({ filter: i.key !== 'net_profit_margin', column: true, unit: i.unit });
    for (const key of ['price', 'change_value', 'change_ratio', 'weekly_change_ratio', 'monthly_change_value', 'registered_capital'])
      expect(by.get(key)).toMatchObject({ filter: true, column: true });
    expect(by.get('market_guid')).toMatchObject({ kind: 'market', filter: true, column: false });
    expect(by.get('stock_guid')?.kind).toBe('stocks');
    expect(by.get('parent_sector_guid')?.kind).toBe('sectors');
    expect(list.default_columns).toEqual([...SCREENER_DEFAULT_COLUMNS]);
    expect(list.default_columns).toHaveLength(7);
    expect(list.max_filters).toBe(5);
  });
});

describe('GET /screener/stocks/', () => {
  it('answers every listed stock with the 7 default columns and their units when nothing filters', async () => {
    const all = await screen('');
    expect(all.result).toHaveLength(listed.length);
    expect(Object.keys(all.units)).toEqual([...SCREENER_DEFAULT_COLUMNS]);
    expect(all.units).toMatchObject({ price: 'sar', change_value: 'sar', change_ratio: 'percent', weekly_change_ratio: 'percent' });
    const some = await screen('fields=registered_capital,return_of_equity_percent,price_to_earnings,book_value');
    expect(some.units).toMatchObject({
      registered_capital: 'sar_millions',
      return_of_equity_percent: 'percent',
      price_to_earnings: 'times',
    });
    expect(Object.keys(some.result[0]!.values)).toEqual([
      'registered_capital',
      'return_of_equity_percent',
      'price_to_earnings',
      'book_value',
    ]);
  });

  it('filters with greater-or-equal, less-or-equal and equals', async () => {
    const prices = numbers(await screen('fields=price'), 'price').filter((p) => !Number.isNaN(p));
    const mid = median(prices);
    const high = await screen(`fields=price&price__gte=${mid}`);
    const low = await screen(`fields=price&price__lte=${mid}`);
    expect(numbers(high, 'price').every((p) => p >= mid)).toBe(true);
    expect(numbers(low, 'price').every((p) => p <= mid)).toBe(true);
    expect(high.result.length).toBe(prices.filter((p) => p >= mid).length);
    expect(low.result.length).toBe(prices.filter((p) => p <= mid).length);
    const equal = await screen(`fields=price&price=${mid}`);
    expect(equal.result.length).toBeGreaterThan(0);
    expect(numbers(equal, 'price').every((p) => p === mid)).toBe(true);
    const both = await screen(`fields=price,change_ratio&price__gte=${mid}&change_ratio__lte=0`);
    expect(both.result.every((r) => Number(r.values.price) >= mid && Number(r.values.change_ratio) <= 0)).toBe(true);
  });

  it('filters by a list of stocks, a list of sectors and a market', async () => {
    const two = [listed[0]!.guid, listed[5]!.guid];
    expect(new Set(guids(await screen(`stock_guid__in=${two.join(',')}`)))).toEqual(new Set(two));

    const sector = listed.find((s) => s.sector.parent)!.sector.parent!.guid;
    const inSector = listed.filter((s) => s.sector.parent?.guid === sector || s.sector.guid === sector).map((s) => s.guid);
    expect(new Set(guids(await screen(`parent_sector_guid__in=${sector}`)))).toEqual(new Set(inSector));

    const market = listed.at(-1)!.market.guid;
    const inMarket = listed.filter((s) => s.market.guid === market).map((s) => s.guid);
    expect(new Set(guids(await screen(`market_guid=${market}`)))).toEqual(new Set(inMarket));
  });

  it('orders by a column both ways, stocks without the figure last', async () => {
    for (const order of ['price_to_earnings', '-price_to_earnings']) {
      const r = await screen(`fields=price_to_earnings&order_by=${order}`);
      const xs = values(r, 'price_to_earnings');
      const known = xs.filter((x) => x !== null).map(Number);
      expect(xs.slice(0, known.length).every((x) => x !== null)).toBe(true);
      const sorted = [...known].sort((a, b) => a - b);
      expect(known).toEqual(order.startsWith('-') ? sorted.reverse() : sorted);
    }
  });

  it('matches the stored CURRENT indicators', async () => {
    const stored = await t.database.query<{ stock_id: string; values: Record<string, string | null> }>(
      `SELECT stock_id::text, "values" FROM stock_indicators WHERE period = 'CURRENT' ORDER BY stock_id LIMIT 4`,
    );
    const ids = stored.map((s) => s.stock_id);
    const keys = ['return_of_equity_percent', 'price_to_earnings', 'book_value', 'dividend_yield'];
    const r = await screen(`fields=${keys.join(',')}&stock_guid__in=${ids.join(',')}`);
    for (const s of stored) {
      const row = r.result.find((x) => x.stock.guid === s.stock_id)!;
      for (const k of keys) expect(row.values[k]).toBe(s.values[k] ?? null);
    }

    // A threshold on a stored indicator keeps exactly the companies at or above it.
    const every = await t.database.query<{ stock_id: string; roe: string | null }>(
      `SELECT stock_id::text, "values" ->> 'return_of_equity_percent' AS roe FROM stock_indicators WHERE period = 'CURRENT'`,
    );
    const rated = every.filter((e) => e.roe !== null).map((e) => Number(e.roe));
    const threshold = median(rated);
    const expected = every.filter((e) => e.roe !== null && Number(e.roe) >= threshold).map((e) => e.stock_id);
    const listedIds = new Set(listed.map((s) => s.guid));
    expect(new Set(guids(await screen(`return_of_equity_percent__gte=${threshold}`)))).toEqual(
      new Set(expected.filter((id) => listedIds.has(id))),
    );
  });

  it('takes five filters and refuses a sixth', async () => {
    const five = 'price__gte=1&price__lte=100000&change_ratio__gte=-100&return_of_equity_percent__gte=-1000&dividend_yield__gte=0';
    expect((await call(five)).statusCode).toBe(200);
    const six = await call(`${five}&book_value__gte=0`);
    expect(six.statusCode).toBe(422);
    expect(validationErrorSchema.parse(six.json()).detail[0]!.msg).toContain('5');
  });

  it.each([
    ['an unknown field', 'no_such_field__gte=1', 'no_such_field'],
    ['an unknown operator', 'price__gt=1', 'price'],
    ['an operator on the market', 'market_guid__gte=1', 'market_guid'],
    ['equals on a list filter', 'stock_guid=00000000-0000-4000-8000-000000000000', 'stock_guid'],
    ['a column-only field as a filter', 'net_profit_margin__gte=1', 'net_profit_margin'],
    ['a filter-only field as a column', 'fields=price,market_guid', 'market_guid'],
    ['an unknown column', 'fields=price,nothing', 'nothing'],
    ['an unknown order', 'order_by=-nothing', 'nothing'],
    ['a value that is no number', 'price__gte=abc', 'price'],
    ['a list that holds no identifiers', 'parent_sector_guid__in=abc', 'parent_sector_guid'],
  ])('refuses %s with a translated 422 naming the field', async (_what, query, field) => {
    for (const locale of ['en', 'ar'] as const) {
      const res = await call(query, as.advance, locale);
      expect(res.statusCode).toBe(422);
      const issue = validationErrorSchema.parse(res.json()).detail[0]!;
      expect(issue.loc).toEqual(['query', field]);
      expect(issue.msg).toContain(field);
      if (locale === 'ar') expect(issue.msg).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
