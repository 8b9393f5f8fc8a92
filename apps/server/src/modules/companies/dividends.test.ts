import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dividendChartSchema, dividendInfoSchema, dividendPageSchema, keyValuesSchema } from '@sahm/contracts/company';
import { stockListSchema } from '@sahm/contracts/stocks';
import { riyadhClock } from '../../domain/calendar.ts';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { writeCompanyFixture } from '../../../test/helpers/company-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let stock: string;
let advance: Record<string, string>;
let basic: Record<string, string>;
const year = Number(riyadhClock(new Date()).date.slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
  stock = stockListSchema.parse((await t.api({ url: '/api/v1/stocks/?search=1120' })).json()).items[0]!.guid;
  await writeCompanyFixture(t.database.db, stock, year);
  advance = bearer((await signIn(t, 'advance@sahm.demo', DEMO_PASSWORD)).access_token);
  basic = bearer((await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD)).access_token);
});
afterAll(() => t.close());

const get = (url: string, headers = advance, locale: 'ar' | 'en' = 'en') =>
  t.api({ url: `/api/v1/stocks/${stock}${url}`, headers, locale });
/** The close a yield is measured on: the day's, else the last before it; null before the history. */
const closeOn = async (day: string) =>
  (
    await t.database.query<{ c: string }>(
      'SELECT close::text c FROM stock_price_points WHERE stock_id = $1 AND trade_date <= $2 ORDER BY trade_date DESC LIMIT 1',
      [stock, day],
    )
  )[0]?.c ?? null;
const yearClose = (y: number) => closeOn(`${y}-12-31`).then(async (c) => ((await closeOn(`${y - 1}-12-31`)) === c ? null : c));
const pct = (part: Decimal.Value, whole: string | null) =>
  whole === null ? null : new Decimal(part).div(whole).mul(100).toDecimalPlaces(2).toNumber();

describe('GET /stocks/{guid}/dividends/', () => {
  it('lists distributions newest due date first, paged, with the yield on the due date’s close', async () => {
    const page = dividendPageSchema.parse((await get('/dividends/?size=3')).json());
    expect(page.total).toBe(5);
    expect(page.items.map((d) => [d.due_date, d.amount, d.distribution_way, d.period])).toEqual([
      [`${year + 1}-01-20`, 0.4, 'BANK_TRANSFER', 'Q1'],
      [`${year - 1}-09-10`, 0.75, 'INVESTMENT_ACCOUNT', 'H1'],
      [`${year - 1}-03-15`, 1.5, 'BANK_TRANSFER', 'H2'],
    ]);
    expect(page.items[1]!.yield).toBe(pct('0.75', await closeOn(`${year - 1}-09-10`)));
    expect(page.items[2]!.yield).toBe(pct('1.5', await closeOn(`${year - 1}-03-15`)));
    const last = dividendPageSchema.parse((await get('/dividends/?size=3&page=2')).json());
    expect(last.items.map((d) => [d.due_date, d.yield])).toEqual([
      [`${year - 2}-05-05`, pct('1.25', await closeOn(`${year - 2}-05-05`))],
      ['1990-01-15', null],
    ]);
  });

  it('searches by due date, and refuses a bad date with a translated 422', async () => {
    const found = dividendPageSchema.parse((await get(`/dividends/?due_date_from=${year - 1}-01-01&due_date_to=${year - 1}-12-31`)).json());
    expect(found.items.map((d) => d.due_date)).toEqual([`${year - 1}-09-10`, `${year - 1}-03-15`]);
    const bad = await get('/dividends/?due_date_from=yesterday', advance, 'ar');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({ loc: ['query', 'due_date_from'], msg: 'يجب أن يكون تاريخًا بالصيغة YYYY-MM-DD' });
  });

  it('needs CAN_VIEW_COMPANY_DIVIDENDS on every dividends call: 401 anonymous, 403 naming it for BASIC', async () => {
    for (const url of ['/dividends/', '/dividends/charts', '/dividends/info', '/kv']) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      const denied = await get(url, basic, 'ar');
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json()).toMatchObject({
        detail: 'ليست لديك الصلاحية CAN_VIEW_COMPANY_DIVIDENDS',
        permission: 'CAN_VIEW_COMPANY_DIVIDENDS',
      });
    }
    expect((await t.api({ url: `/api/v1/stocks/${crypto.randomUUID()}/kv`, headers: advance, locale: 'en' })).json()).toEqual({
      detail: 'Stock not found',
    });
  });
});

describe('GET /stocks/{guid}/dividends/charts', () => {
  it('sums per financial year from 2018, or per year and the quarter each was declared for', async () => {
    const years = dividendChartSchema.parse((await get('/dividends/charts')).json());
    expect(years.items[0]).toEqual({ year: 2018, quarter: null, stock_dividends: 0 });
    expect(years.items.at(-1)!.year).toBe(year);
    expect(years.items.find((i) => i.year === year - 1)!.stock_dividends).toBe(0.75);
    // The second half's dividend paid early the next year is still that year's.
    expect(years.items.find((i) => i.year === year - 2)!.stock_dividends).toBe(1.5);
    const quarters = dividendChartSchema.parse((await get('/dividends/charts?by_quarter=true')).json());
    expect(quarters.by_quarter).toBe(true);
    expect(quarters.items.filter((i) => i.year === year - 1).map((i) => i.stock_dividends)).toEqual([0, 0.75, 0, 0]);
    expect(quarters.items.filter((i) => i.year === year - 2).map((i) => i.stock_dividends)).toEqual([0, 0, 0, 1.5]);
  });
});

describe('GET /stocks/{guid}/kv and /dividends/info', () => {
  it('gives the table by year: quarters, yield on the year’s last close, EPS, price, P/E (negative on a loss)', async () => {
    const body = keyValuesSchema.parse((await get('/kv?years=3')).json());
    expect(body.items.map((y) => y.year)).toEqual([year, year - 1, year - 2]);
    const last = body.items[1]!;
    const close = await yearClose(year - 1);
    expect(last).toMatchObject({
      total_dividends: 0.75,
      dividends_q1: 0,
      dividends_q2: 0.75,
      dividends_q3: 0,
      dividends_q4: 0,
      earnings_per_share: 4,
    });
    expect(last.dividend_yield).toBe(pct('0.75', close));
    // This year's last quarter is not over and nothing is declared for it: no figure yet, not a zero.
    expect(body.items[0]!.dividends_q4).toBeNull();
    expect(body.items[2]!.dividends_q4).toBe(1.5);
    expect(last.market_price_per_share).toBe(close === null ? null : Number(close));
    expect(last.price_to_earnings).toBe(close === null ? null : new Decimal(close).div(4).toDecimalPlaces(2).toNumber());
    const loss = body.items[2]!;
    if (loss.market_price_per_share !== null) expect(loss.price_to_earnings!).toBeLessThan(0);
    expect(loss.earnings_per_share).toBe(-2);
    expect(keyValuesSchema.parse((await get('/kv')).json()).items).toHaveLength(5);
  });

  it('gives the info panel over 3 or 5 full years, with the payout ratio on the window’s earnings', async () => {
    const info = dividendInfoSchema.parse((await get('/dividends/info')).json());
    expect(info).toMatchObject({
      years_back: 3,
      last_due_date: `${year + 1}-01-20`,
      last_amount_per_share: 0.4,
      last_announcement_date: `${year}-01-05`,
      total: 3.5,
      distributions_count: 3,
      // 3.5 of dividends over 4 − 2 + 3 = 5 of earnings.
      payout_ratio: 70,
    });
    const five = dividendInfoSchema.parse((await get('/dividends/info?years_back=5')).json());
    expect(five.years_back).toBe(5);
    // Earnings are missing for two of the five years: no ratio.
    expect(five.payout_ratio).toBeNull();
  });

  it('refuses other year counts with the translated messages', async () => {
    const back = await get('/dividends/info?years_back=4');
    expect(back.statusCode).toBe(422);
    expect(back.json().detail[0]).toMatchObject({ loc: ['query', 'years_back'], msg: 'Must be 3 or 5 years' });
    const count = await get('/kv?years=7', advance, 'ar');
    expect(count.json().detail[0]).toMatchObject({ loc: ['query', 'years'], msg: 'يجب أن تكون 3 أو 5 أو 10 سنوات' });
  });
});
