import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capitalExpectationPageSchema, isoToRatingDate, researchFirmPageSchema, researchFirmSchema } from '@sahm/contracts/recommendations';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let advance: Record<string, string>;
let basic: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  advance = bearer((await signIn(t, 'advance@sahm.demo', DEMO_PASSWORD)).access_token);
  basic = bearer((await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD)).access_token);
});
afterAll(() => t.close());

const LIST = '/api/v1/stock-capital-expectations/';
const list = async (query = '', locale: 'ar' | 'en' = 'en') => {
  const res = await t.api({ url: `${LIST}${query ? `?${query}` : ''}`, headers: advance, locale });
  expect(res.statusCode, res.body).toBe(200);
  return capitalExpectationPageSchema.parse(res.json());
};
const detailOf = (res: { json: () => { detail: { loc: (string | number)[]; msg: string }[] } }) => res.json().detail;

describe('permissions', () => {
  it('asks visitors to sign in (401) and members without the plan permission get 403 naming it', async () => {
    const any = (await list('size=1')).items[0]!;
    for (const url of [LIST, `${LIST}search?search=a`, any.reports[0]!.attachment_suffix_path]) {
      expect((await t.api({ url })).statusCode, url).toBe(401);
      const res = await t.api({ url, headers: basic, locale: 'en' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail).toContain('CAN_VIEW_CAPITAL_EXPECTATIONS');
    }
  });
});

describe('the list', () => {
  it('pages newest first, 10 by default, with the spec’s fields', async () => {
    const first = await list();
    expect([first.page, first.size, first.items.length]).toEqual([1, 10, 10]);
    expect(first.total).toBeGreaterThan(100);
    const dates = first.items.map((i) => i.rating_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const item = first.items[0]!;
    expect(item.research_firm.logo).toMatch(/^\/api\/v1\/research-firms\/.+\/logo\?v=/);
    expect(item.reports.map((r) => r.language)).toEqual(['ar', 'en']);
    expect(Number(item.change_value)).toBeCloseTo(Number(item.target_price) - Number(item.rating_price), 2);
    const second = await list('page=2');
    expect(second.items.map((i) => i.guid)).not.toContain(item.guid);
    const last = Math.ceil(first.total / 25);
    expect((await list(`page=${last}&size=25`)).items.length).toBe(first.total - (last - 1) * 25);
    const past = await list(`page=${last + 1}&size=25`);
    expect([past.items.length, past.total]).toEqual([0, first.total]);
  });

  it('names things in the caller’s language', async () => {
    const [ar, en] = [await list('size=1', 'ar'), await list('size=1', 'en')];
    expect(ar.items[0]!.guid).toBe(en.items[0]!.guid);
    expect(ar.items[0]!.research_firm.name).toMatch(/[\u0600-\u06FF]/);
    expect(en.items[0]!.research_firm.name).toMatch(/^[A-Za-z]/);
  });

  it('filters by rating, stock, firm, sector and rating date, together', async () => {
    const sample = (await list('size=50')).items;
    const one = sample[0]!;
    const byRating = await list('rating=BUYING&size=100');
    expect(byRating.total).toBeGreaterThan(0);
    expect(byRating.items.every((i) => i.rating === 'BUYING')).toBe(true);
    const byStock = await list(`stock_guid=${one.stock.guid}&size=100`);
    expect(byStock.items.every((i) => i.stock.guid === one.stock.guid)).toBe(true);
    const byFirm = await list(`research_firm_guid=${one.research_firm.guid}&size=100`);
    expect(byFirm.items.every((i) => i.research_firm.guid === one.research_firm.guid)).toBe(true);
    const byDate = await list(`rating_date=${isoToRatingDate(one.rating_date)}&size=100`);
    expect(byDate.items.length).toBeGreaterThan(0);
    expect(byDate.items.every((i) => i.rating_date === one.rating_date)).toBe(true);
    const both = await list(`research_firm_guid=${one.research_firm.guid}&rating=${one.rating}&size=100`);
    expect(both.items.every((i) => i.research_firm.guid === one.research_firm.guid && i.rating === one.rating)).toBe(true);
    expect(both.items.map((i) => i.guid)).toContain(one.guid);

    const stock = (await t.api({ url: `/api/v1/stocks/${one.stock.guid}`, headers: advance })).json();
    const sector: string = stock.sector.parent?.guid ?? stock.sector.guid;
    const bySector = await list(`sector_guid=${sector}&size=100`);
    expect(bySector.items.map((i) => i.stock.guid)).toContain(one.stock.guid);
    expect(bySector.total).toBeLessThan((await list()).total);
    const nowhere = await list('sector_guid=00000000-0000-4000-8000-000000000000');
    expect([nowhere.total, nowhere.items]).toEqual([0, []]);
  });

  it('refuses an unknown rating, a badly written or future date and a page too large, in the caller’s language', async () => {
    const bad = async (query: string, locale: 'ar' | 'en' = 'en') => {
      const res = await t.api({ url: `${LIST}?${query}`, headers: advance, locale });
      expect(res.statusCode, query).toBe(422);
      return detailOf(res)[0]!;
    };
    expect((await bad('rating=STRONG_BUY')).loc).toEqual(['query', 'rating']);
    expect((await bad('rating_date=2025-01-05')).msg).toBe('Must be a date in the form DD-MM-YYYY');
    expect((await bad('rating_date=31-02-2025', 'ar')).msg).toBe('يجب أن يكون تاريخًا بالصيغة DD-MM-YYYY');
    expect((await bad('rating_date=01-01-2999')).msg).toBe('The rating date cannot be in the future');
    expect((await bad('size=101')).loc).toEqual(['query', 'size']);
    expect((await bad('page=0')).loc).toEqual(['query', 'page']);
  });

  it('searches the stock’s symbol and names and the firm’s names', async () => {
    const one = (await list('size=1')).items[0]!;
    const res = await t.api({ url: `${LIST}search?search=${one.stock.symbol_code}&size=100`, headers: advance });
    const found = capitalExpectationPageSchema.parse(res.json());
    expect(found.items.every((i) => i.stock.symbol_code === one.stock.symbol_code)).toBe(true);
    const firmWord = one.research_firm.name.split(' ')[0]!;
    const byFirm = capitalExpectationPageSchema.parse(
      (await t.api({ url: `${LIST}search?search=${encodeURIComponent(firmWord)}&rating=${one.rating}`, headers: advance })).json(),
    );
    expect(byFirm.items.map((i) => i.guid)).toContain(one.guid);
  });
});

describe('reports', () => {
  it('draws a PDF per language from the recommendation', async () => {
    const one = (await list('size=1')).items[0]!;
    for (const report of one.reports) {
      const res = await t.api({ url: report.attachment_suffix_path, headers: advance });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toContain(`-${report.language}.pdf`);
    }
    expect((await t.api({ url: `${LIST}report/00000000-0000-4000-8000-000000000000`, headers: advance })).statusCode).toBe(404);
  }, 30_000);
});

describe('research firms', () => {
  it('lists the firms 100 a page with both names, one by one, and their generated logos', async () => {
    const res = await t.api({ url: '/api/v1/research-firms/', headers: basic, locale: 'ar' });
    expect(res.statusCode).toBe(200);
    const page = researchFirmPageSchema.parse(res.json());
    expect([page.size, page.total]).toEqual([100, 6]);
    const firm = page.items[0]!;
    expect(firm.name).toBe(firm.name_ar);
    expect((await t.api({ url: '/api/v1/research-firms/' })).statusCode).toBe(401);
    const one = researchFirmSchema.parse(
      (await t.api({ url: `/api/v1/research-firms/${firm.guid}`, headers: basic, locale: 'en' })).json(),
    );
    expect(one.name).toBe(firm.name_en);
    const image = await t.app.inject({ url: firm.logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect((await t.api({ url: '/api/v1/research-firms/00000000-0000-4000-8000-000000000000', headers: basic })).statusCode).toBe(404);
  });
});
