import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioPurificationSchema, portfolioZakatSchema, type PortfolioPurification } from '@sahm/contracts/portfolio-income';
import { shariahRecords } from '../../db/schema/companies.ts';
import { addDays, riyadhClock, toEpochDay } from '../../domain/calendar.ts';
import { recordTransactions } from '../portfolios/index.ts';
import { newClient, ok, pickStocks, type Client, type TestStock } from '../../../test/helpers/portfolios.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let c: Client;
let portfolio: string;
/** A: bought last year, 40 of 100 sold on July 1st; B: bought this year; C: no screening at all. */
let a: TestStock;
let b: TestStock;
let cStock: TestStock;
const today = riyadhClock(new Date()).date;
const year = Number(today.slice(0, 4));
const jan1 = `${year}-01-01`;
const days = (from: string, to: string) => toEpochDay(to) - toEpochDay(from) + 1;
const daysInYear = (y: number) => days(`${y}-01-01`, `${y}-12-31`);
/** Inside the year so far, whatever day the tests run. */
const saleDay = addDays(jan1, Math.floor(days(jan1, today) / 2));
const bBought = addDays(jan1, Math.floor(days(jan1, today) / 4));
const outstanding: Record<string, number> = {};

const buy = (stockId: string, shares: number, date: string) => ({
  stockId,
  transactionType: 'BUYING' as const,
  shares,
  price: '10.00',
  cost: new Decimal(shares).mul(10).toFixed(2),
  buyingDate: date,
  cashFlow: false,
});

async function writeStatements(stockId: string, sheet: Record<string, number>, zakatPaid: number) {
  const db = t.database;
  await db.query(`DELETE FROM financial_statements WHERE stock_id = $1`, [stockId]);
  await db.query(
    `INSERT INTO financial_books (stock_id, family) VALUES ($1, 'ordinary') ON CONFLICT (stock_id) DO UPDATE SET family = 'ordinary'`,
    [stockId],
  );
  await db.query(
    `INSERT INTO financial_statements (stock_id, statement, year, period, end_date, "values") VALUES
       ($1, 'balance_sheet', $2, 'Q4', $3, $4), ($1, 'cash_flow', $2, 'ANNUAL', $3, $5)`,
    [stockId, year - 1, `${year - 1}-12-31`, JSON.stringify(sheet), JSON.stringify({ zakat_and_tax_paid: zakatPaid })],
  );
}

beforeAll(async () => {
  t = await createTestApp({ MARKET_CLOCK: 'always-open' });
  [a, b, cStock] = (await pickStocks(t, 3)) as [TestStock, TestStock, TestStock];
  for (const s of [a, b, cStock]) {
    await t.database.db.delete(shariahRecords).where(eq(shariahRecords.stockId, s.guid));
    const [row] = await t.database.query<{ n: string }>(`SELECT shares_outstanding::text n FROM stocks WHERE id = $1`, [s.guid]);
    outstanding[s.guid] = Number(row!.n);
  }
  await t.database.db.insert(shariahRecords).values([
    // A: Albilad's amount, an older screening of the year before that does not apply; Al Rajhi compliant without one.
    { stockId: a.guid, provider: 'ALBILAD', status: 'COMPLIANT', date: `${year - 1}-05-01`, cleaningAmount: '0.9' },
    { stockId: a.guid, provider: 'ALBILAD', status: 'COMPLIANT', date: jan1, cleaningAmount: '0.3650' },
    { stockId: a.guid, provider: 'ALRAJHI', status: 'COMPLIANT', date: jan1, cleaningAmount: null },
    { stockId: a.guid, provider: 'ALINMA', status: 'NON_COMPLIANT', date: jan1, cleaningAmount: null },
    // B: only last year's Albilad screening, which stands for this year.
    { stockId: b.guid, provider: 'ALBILAD', status: 'MIXED', date: `${year - 1}-10-01`, cleaningAmount: '0.12' },
  ]);
  // A: positive net zakatable assets; B: owes more than its zakatable assets (clamped to zero).
  await writeStatements(
    a.guid,
    {
      cash_and_cash_equivalents: 500_000,
      short_term_investments: 100_000,
      trade_receivables: 250_000,
      inventories: 150_000,
      current_liabilities: 400_000,
    },
    -12_345,
  );
  await writeStatements(b.guid, { cash_and_cash_equivalents: 1_000, current_liabilities: 900_000 }, 0);

  c = await newClient(t);
  portfolio = (await ok(c.call('POST', '/', { name: 'Faith' }), 201)).guid as string;
  await t.database.transaction(async ({ db }) => {
    await recordTransactions(db, portfolio, {
      stock: [buy(a.guid, 100, `${year - 1}-06-01`), buy(b.guid, 50, bBought), buy(cStock.guid, 10, jan1)],
    });
    await recordTransactions(db, portfolio, {
      stock: [{ ...buy(a.guid, 40, saleDay), transactionType: 'SELLING', buyingDate: null }],
    });
  });
  // The sale is dated by the Riyadh day it was recorded.
  await t.database.query(
    `UPDATE portfolio_stock_transactions SET created_at = ($1::date + time '09:00') AT TIME ZONE 'Asia/Riyadh' WHERE transaction_type = 'SELLING' AND portfolio_id = $2`,
    [saleDay, portfolio],
  );
  await ok(c.call('POST', `/${portfolio}/cash-value-transaction`, { cash_value: '1000.00' }), 201);
});
afterAll(() => t.close());

const purification = async (query: string, locale: 'ar' | 'en' = 'en') =>
  portfolioPurificationSchema.parse(await ok(c.call('GET', `/${portfolio}/purification/?${query}`, undefined, locale)));
const holdingOf = (p: PortfolioPurification, provider: string, stock: TestStock) =>
  p.providers.find((x) => x.provider === provider)!.holdings.find((h) => h.stock.guid === stock.guid)!;
/** The formula on its own: Σ shares × rate × days ÷ days in year, rounded once to the halala. */
const owed = (rate: string, spans: [number, number][]) =>
  spans
    .reduce((s, [shares, d]) => s.add(new Decimal(rate).mul(shares).mul(d).div(daysInYear(year))), new Decimal(0))
    .toFixed(2, Decimal.ROUND_HALF_UP);

describe('purification', () => {
  it('counts the year so far: a holding sold in part mid-year owes for the days each share count was held', async () => {
    const p = await purification(`year=${year}`);
    expect(p).toMatchObject({ year, days_in_year: daysInYear(year), through: today });
    expect(p.providers.map((x) => x.provider)).toEqual(['ALRAJHI', 'ALINMA', 'ALBILAD', 'ALMAQASSED', 'ALJAZIRA']);
    const held = holdingOf(p, 'ALBILAD', a);
    const before = days(jan1, addDays(saleDay, -1));
    const after = days(saleDay, today);
    expect(held).toMatchObject({
      reason: 'AMOUNT',
      status: 'COMPLIANT',
      rate_per_share: '0.365',
      rate_date: jan1,
      days_held: before + after,
    });
    expect(held.spans.map((s) => [s.from, s.to, s.days, s.shares])).toEqual([
      [jan1, addDays(saleDay, -1), before, 100],
      [saleDay, today, after, 60],
    ]);
    expect(held.amount).toBe(
      owed('0.365', [
        [100, before],
        [60, after],
      ]),
    );
    // A screening of the year before stands until the next: B's, from the day it was bought.
    const bHeld = holdingOf(p, 'ALBILAD', b);
    expect(bHeld).toMatchObject({ reason: 'AMOUNT', status: 'MIXED', rate_per_share: '0.12', days_held: days(bBought, today) });
    expect(bHeld.amount).toBe(owed('0.12', [[50, days(bBought, today)]]));
    const albilad = p.providers.find((x) => x.provider === 'ALBILAD')!;
    expect(albilad.total).toBe(
      new Decimal(held.amount)
        .add(bHeld.amount)
        .add(holdingOf(p, 'ALBILAD', cStock).amount)
        .toFixed(2),
    );
  });

  it('owes nothing for compliant-no-amount, no-amount and unscreened holdings', async () => {
    const p = await purification(`year=${year}`);
    expect(holdingOf(p, 'ALRAJHI', a)).toMatchObject({ reason: 'COMPLIANT_NO_AMOUNT', rate_per_share: null, amount: '0.00' });
    expect(holdingOf(p, 'ALINMA', a)).toMatchObject({ reason: 'NO_AMOUNT', status: 'NON_COMPLIANT', amount: '0.00' });
    expect(holdingOf(p, 'ALJAZIRA', cStock)).toMatchObject({ reason: 'NOT_RATED', status: null, rate_date: null, amount: '0.00' });
    expect(p.providers.find((x) => x.provider === 'ALJAZIRA')!.total).toBe('0.00');
  });

  it('one provider when asked; a past year counts to its end', async () => {
    const p = await purification(`year=${year - 1}&provider=ALBILAD`);
    expect(p.providers.map((x) => x.provider)).toEqual(['ALBILAD']);
    expect(p.through).toBe(`${year - 1}-12-31`);
    const held = holdingOf(p, 'ALBILAD', a);
    const d = days(`${year - 1}-06-01`, `${year - 1}-12-31`);
    expect(held).toMatchObject({ rate_per_share: '0.9', days_held: d });
    expect(held.amount).toBe(
      new Decimal('0.9')
        .mul(100)
        .mul(d)
        .div(daysInYear(year - 1))
        .toFixed(2, Decimal.ROUND_HALF_UP),
    );
  });

  it('the CSV statement parses back to the JSON figures', async () => {
    const p = await purification(`year=${year}`);
    const res = await c.call('GET', `/${portfolio}/purification/statement/?year=${year}&format=csv&lang=ar`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]![0]).toBe('الجهة الشرعية');
    const body = rows.slice(1);
    const expected = p.providers.flatMap((x) => [
      ...x.holdings.flatMap((h) =>
        h.spans.map((s) => [
          x.provider,
          h.stock.symbol_code,
          h.reason,
          h.rate_per_share ?? '',
          s.from,
          s.to,
          String(s.days),
          String(s.shares),
          s.amount,
          String(h.days_held),
          h.amount,
        ]),
      ),
      [x.provider, '', '', '', '', '', '', '', '', '', x.total],
    ]);
    expect(body.map((r) => [r[0], r[1], r[3], r[5], r[7], r[8], r[9], r[10], r[11], r[12], r[13]])).toEqual(expected);
  });

  it('the PDF statement in both languages', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const res = await c.call('GET', `/${portfolio}/purification/statement/?year=${year}&provider=ALBILAD&format=pdf&lang=${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toContain(`purification-${year}-ALBILAD-${lang}.pdf`);
    }
  }, 30_000);
});

const zakat = async (query: string) => portfolioZakatSchema.parse(await ok(c.call('GET', `/${portfolio}/zakat/?${query}`)));
/** The portfolio's cash now: the 1,000 it was given plus the dividends its holdings were paid. */
const cashNow = async () => String((await ok(c.call('GET', `/${portfolio}/liquidity/`))).cash_value);
const priceNow = async (s: TestStock) => {
  const stock = (await t.api({ url: `/api/v1/stocks/${s.guid}` })).json();
  return new Decimal(String(stock.today_live_points?.price ?? stock.today_points.close));
};

describe('zakat', () => {
  it('trading: 2.5 % of today’s market value on a lunar year, 2.577 % on a Gregorian one, cash at the same rate', async () => {
    for (const [calendar, rate] of [
      ['lunar', '0.025'],
      ['gregorian', '0.02577'],
    ] as const) {
      const cash = await cashNow();
      const z = await zakat(`method=trading&calendar=${calendar}`);
      expect(z).toMatchObject({ method: 'trading', date: today, calendar, rate: calendar === 'lunar' ? '2.5' : '2.577', cash });
      const held = z.holdings.find((h) => h.stock.guid === a.guid)!;
      const value = (await priceNow(a)).mul(60);
      expect(held).toMatchObject({ shares: 60, zakatable: value.toFixed(2), settled_by_company: false });
      expect(held.zakat).toBe(value.mul(rate).toFixed(2, Decimal.ROUND_HALF_UP));
      expect(z.cash_zakat).toBe(new Decimal(cash).mul(rate).toFixed(2, Decimal.ROUND_HALF_UP));
      const sum = (k: 'zakat' | 'zakatable') => z.holdings.reduce((s, h) => s.add(h[k]), new Decimal(0));
      expect(z.holdings_zakat).toBe(sum('zakat').toFixed(2));
      expect(z.total_zakatable).toBe(sum('zakatable').add(cash).toFixed(2));
      expect(z.total_zakat).toBe(sum('zakat').add(z.cash_zakat).toFixed(2));
    }
  });

  it('trading today follows the live price: a tick moves the figure on the next read', async () => {
    const before = (await zakat('method=trading')).holdings.find((h) => h.stock.guid === a.guid)!;
    const live = (await t.app.stocks.get('en', a.guid))!.today_live_points!;
    const price = new Decimal(before.per_share!).add('0.37').toNumber();
    await t.app.stocks.applyTicks([{ guid: a.guid, ...live, price, datetime: new Date().toISOString() }]);
    const after = (await zakat('method=trading')).holdings.find((h) => h.stock.guid === a.guid)!;
    expect(after.per_share).toBe(String(price));
    expect(after.zakatable).toBe(new Decimal(price).mul(60).toFixed(2));
  });

  it('on a past date: the shares then held at that day’s close, and that day’s cash', async () => {
    const date = addDays(saleDay, -1);
    const z = await zakat(`method=trading&date=${date}`);
    expect(z.holdings.find((h) => h.stock.guid === a.guid)!.shares).toBe(100);
    expect(z.cash).toBe('0.00');
    const [row] = await t.database.query<{ close: string }>(
      `SELECT close::text FROM stock_price_points WHERE stock_id = $1 AND trade_date <= $2 ORDER BY trade_date DESC LIMIT 1`,
      [a.guid, date],
    );
    expect(z.holdings.find((h) => h.stock.guid === a.guid)!.zakatable).toBe(new Decimal(row!.close).mul(100).toFixed(2));
  });

  it('net assets: the shares’ part of net zakatable assets, a company owing more counts zero', async () => {
    const z = await zakat('method=investment_net_assets');
    const perShare = new Decimal(500_000 + 100_000 + 250_000 + 150_000 - 400_000).mul(1000).div(outstanding[a.guid]!);
    const held = z.holdings.find((h) => h.stock.guid === a.guid)!;
    expect(held).toMatchObject({
      per_share: perShare.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(),
      source_period: `${year - 1} Q4`,
    });
    expect(held.zakatable).toBe(perShare.mul(60).toFixed(2, Decimal.ROUND_HALF_UP));
    expect(held.zakat).toBe(new Decimal(held.zakatable).mul('0.025').toFixed(2, Decimal.ROUND_HALF_UP));
    expect(z.holdings.find((h) => h.stock.guid === b.guid)).toMatchObject({ per_share: '0', zakatable: '0.00', zakat: '0.00' });
  });

  it('company paid: settled by the company, with its zakat paid per share', async () => {
    const z = await zakat('method=company_paid');
    const held = z.holdings.find((h) => h.stock.guid === a.guid)!;
    expect(held).toMatchObject({
      settled_by_company: true,
      zakat: '0.00',
      per_share: new Decimal(12_345).mul(1000).div(outstanding[a.guid]!).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(),
      source_period: `${year - 1} ANNUAL`,
    });
    expect(z.holdings_zakat).toBe('0.00');
    expect(z.total_zakat).toBe(z.cash_zakat);
  });

  it('judges the nisab only with a gold price', async () => {
    expect((await zakat('method=company_paid')).nisab).toEqual({ gold_grams: 85, gold_price: null, value: null, reached: null });
    // Company paid: only the cash counts (1,000 SAR given plus dividends paid, under 2,000), under the nisab at 300 SAR a gram, over it at 10.50.
    expect((await zakat('method=company_paid&gold_price=300')).nisab).toEqual({
      gold_grams: 85,
      gold_price: '300',
      value: '25500.00',
      reached: false,
    });
    expect((await zakat('method=company_paid&gold_price=10.50')).nisab).toMatchObject({ value: '892.50', reached: true });
  });
});

describe('access and refusals', () => {
  it('401 without a token, 404 for another user’s portfolio', async () => {
    const anonymous = await t.api({ url: `/api/v1/portfolio/${portfolio}/zakat/?method=trading` });
    expect(anonymous.statusCode).toBe(401);
    const other = await newClient(t);
    for (const path of [
      `/${portfolio}/zakat/?method=trading`,
      `/${portfolio}/purification/?year=${year}`,
      `/${portfolio}/purification/statement/?year=${year}&format=csv`,
    ]) {
      const res = await other.call('GET', path);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('portfolio_not_found');
    }
  });

  it('422, translated, for a future date or year, a bad method and a bad gold price', async () => {
    const tomorrow = addDays(today, 1);
    const cases = [
      [`/zakat/?method=trading&date=${tomorrow}`, 'The date cannot be in the future', 'لا يمكن أن يكون التاريخ في المستقبل'],
      [`/purification/?year=${year + 1}`, `The year ${year + 1} has not started yet`, `لم تبدأ سنة ${year + 1} بعد`],
      ['/zakat/?method=zakat_free', null, null],
      ['/zakat/?method=trading&gold_price=abc', null, null],
      ['/zakat/?method=trading&gold_price=0', 'The gold price must be above zero', 'يجب أن يكون سعر الذهب أكبر من الصفر'],
    ] as const;
    for (const [path, en, ar] of cases) {
      for (const locale of ['en', 'ar'] as const) {
        const res = await c.call('GET', `/${portfolio}${path}`, undefined, locale);
        expect(res.statusCode, path).toBe(422);
        const detail = res.json().detail as { loc: string[]; msg: string }[];
        expect(detail[0]!.loc[0]).toBe('query');
        const text = locale === 'en' ? en : ar;
        if (text) expect(detail[0]!.msg).toBe(text);
        if (text) expect(res.json().code).toMatch(/^(date_in_future|year_in_future|gold_price_not_positive)$/);
      }
    }
    // Nothing changed: the figures read the same.
    expect((await zakat('method=trading')).cash).toBe(await cashNow());
  });

  it('an owner without holdings gets empty figures', async () => {
    const fresh = await newClient(t);
    const p = (await ok(fresh.call('POST', '/', { name: 'Empty' }), 201)).guid as string;
    const z = portfolioZakatSchema.parse(await ok(fresh.call('GET', `/${p}/zakat/?method=trading`)));
    expect(z).toMatchObject({ holdings: [], total_zakat: '0.00', cash: '0.00' });
    const pur = portfolioPurificationSchema.parse(await ok(fresh.call('GET', `/${p}/purification/?year=${year}`)));
    expect(pur.providers.every((x) => x.holdings.length === 0 && x.total === '0.00')).toBe(true);
  });
});
