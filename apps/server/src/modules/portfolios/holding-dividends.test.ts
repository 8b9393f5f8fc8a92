import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overviewSchema } from '@sahm/contracts/portfolio';
import { dividends } from '../../db/schema/companies.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import { writeCompanyFixture } from '../../../test/helpers/company-fixture.ts';
import { buyRow, newClient, ok, pickStocks, type TestStock } from '../../../test/helpers/portfolios.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let stock: TestStock;
let other: TestStock;
const today = riyadhClock(new Date()).date;
const year = Number(today.slice(0, 4));
const monthAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ MARKET_CLOCK: 'always-open' });
  [stock, other] = (await pickStocks(t, 2)) as [TestStock, TestStock];
  await writeCompanyFixture(t.database.db, stock.guid, year);
  // Before any overview reads the dividend figures, which are kept until the company data version moves.
  await t.database.query('DELETE FROM dividends WHERE stock_id = $1', [other.guid]);
  // Paid within the last twelve months: the annual dividend and the yield.
  await t.database.db.insert(dividends).values({
    stockId: stock.guid,
    amount: '0.6000',
    announcementDate: monthAgo,
    dueDate: monthAgo,
    way: 'BANK_TRANSFER',
    year: 2099,
    period: 'Q4',
  });
});
afterAll(() => t.close());

describe('holdings’ dividends', () => {
  it('give the next distribution for the shares held, the last 12 months per share and its yield', async () => {
    const c = await newClient(t);
    const p = (await ok(c.call('POST', '/', { name: 'Income' }), 201)).guid as string;
    await ok(c.call('POST', `/${p}/buy`, [buyRow(stock, stock.price, 150)]), 201);
    const overview = overviewSchema.parse(await ok(c.call('GET', `/${p}/overview`)));
    const holding = overview.stocks.find((h) => h.stock_guid === stock.guid)!;
    expect(holding.dividends).toEqual({ due_date: `${year + 1}-01-20`, amount: '60.00', amount_per_share: 0.4 });
    expect(holding.financial.total_annual_dividend_paid).toBe(0.6);
    expect(holding.financial.dividend_yield).toBe(
      new Decimal('0.6').div(String(holding.stock_price)).mul(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
    );
  });

  it('leave a stock without distributions on record empty', async () => {
    const c = await newClient(t);
    const p = (await ok(c.call('POST', '/', { name: 'None' }), 201)).guid as string;
    await ok(c.call('POST', `/${p}/buy`, [buyRow(other, other.price, 10)]), 201);
    const holding = overviewSchema.parse(await ok(c.call('GET', `/${p}/overview`))).stocks[0]!;
    expect(holding.dividends).toBeNull();
    expect(holding.financial.dividend_yield).toBeNull();
  });

  it('take total equity, return on equity, EPS and book value from the stored statements’ last twelve months', async () => {
    const c = await newClient(t);
    const p = (await ok(c.call('POST', '/', { name: 'Figures' }), 201)).guid as string;
    await ok(c.call('POST', `/${p}/buy`, [buyRow(other, other.price, 10)]), 201);
    const holding = overviewSchema.parse(await ok(c.call('GET', `/${p}/overview`))).stocks[0]!;
    const [current] = await t.database.query<{ v: Record<string, string | null> }>(
      `SELECT "values" v FROM stock_indicators WHERE stock_id = $1 AND period = 'CURRENT'`,
      [other.guid],
    );
    const stored = (key: string) => (current!.v[key] === null ? null : Number(current!.v[key]));
    expect(holding.financial).toMatchObject({
      total_equity: stored('total_equity'),
      return_of_equity_percent: stored('return_of_equity_percent'),
      basic_earnings_per_share: stored('basic_earnings_per_share_ttm'),
      book_value: stored('book_value'),
    });
  });
});
