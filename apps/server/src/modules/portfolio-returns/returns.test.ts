import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioBenchmarkSchema } from '@sahm/contracts/portfolio-returns';
import { capitalChanges, dividends } from '../../db/schema/companies.ts';
import { markets } from '../../db/schema/markets.ts';
import { portfolioCashTransactions as cashTx } from '../../db/schema/portfolios.ts';
import { indexPoints, stockPricePoints } from '../../db/schema/prices.ts';
import { toEpochDay } from '../../domain/calendar.ts';
import { buyRow, LAST_SESSION, newClient, ok, pickStocks, type Client, type TestStock } from '../../../test/helpers/portfolios.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

/**
 * Returns against TASI through the HTTP API on a private copy of the seeded database, checked
 * against the same figures worked out by hand from the stored closes. The cash entries are moved
 * to the days they stand for (the API records them today).
 */

let t: TestApp;
let stock: TestStock;
/** A stock split two for one on the session before the last: held across it. */
let splitter: TestStock;
const splitClose = new Map<string, number>();
/** TASI's sessions from late October through the last seeded session, and the stock's closes on them. */
let sessions: string[];
const tasi = new Map<string, number>();
const close = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ MARKET_CLOCK: 'always-open' });
  [stock, splitter] = (await pickStocks(t, 2)) as [TestStock, TestStock];
  const db = t.database.db;
  // No dividend or corporate action in the way of the hand computation.
  for (const s of [stock, splitter]) {
    await db.delete(dividends).where(eq(dividends.stockId, s.guid));
    await db.delete(capitalChanges).where(eq(capitalChanges.stockId, s.guid));
  }
  const index = await db
    .select({ date: sql<string>`${indexPoints.tradeDate}::text`, close: sql<string>`${indexPoints.close}::text` })
    .from(indexPoints)
    .innerJoin(markets, eq(markets.id, indexPoints.marketId))
    .where(and(eq(markets.code, 'TASI'), gte(indexPoints.tradeDate, '2026-10-01')))
    .orderBy(indexPoints.tradeDate);
  for (const r of index) tasi.set(r.date, Number(r.close));
  sessions = index.map((r) => r.date);
  const prices = await db
    .select({ date: sql<string>`${stockPricePoints.tradeDate}::text`, close: sql<string>`${stockPricePoints.close}::text` })
    .from(stockPricePoints)
    .where(and(eq(stockPricePoints.stockId, stock.guid), gte(stockPricePoints.tradeDate, '2026-10-01')));
  for (const r of prices) close.set(r.date, Number(r.close));
  const split = await db
    .select({ date: sql<string>`${stockPricePoints.tradeDate}::text`, close: sql<string>`${stockPricePoints.close}::text` })
    .from(stockPricePoints)
    .where(and(eq(stockPricePoints.stockId, splitter.guid), gte(stockPricePoints.tradeDate, '2026-10-01')));
  for (const r of split) splitClose.set(r.date, Number(r.close));
  // Written before any portfolio is read: the events are cached per company-data version.
  await db.insert(capitalChanges).values({
    stockId: splitter.guid,
    type: 'STOCK_SPLIT',
    announcementDate: sessions.at(-20)!,
    effectiveDate: sessions.at(-2)!,
    sharesBefore: 1,
    sharesAfter: 2,
  });
});
afterAll(() => t.close());

const benchmark = async (c: Client, p: string, period = 'month') =>
  portfolioBenchmarkSchema.parse(await ok(c.call('GET', `/${p}/performance/benchmark/?period=${period}`)));

/** Moves the portfolio's latest cash entry to noon (Riyadh) of `date`. */
async function dateLatestCash(p: string, date: string) {
  await t.database.db.execute(
    sql`UPDATE ${cashTx} SET created_at = ${`${date}T12:00:00+03:00`}::timestamptz
         WHERE seq = (SELECT max(seq) FROM ${cashTx} WHERE portfolio_id = ${p})`,
  );
}

describe('GET /portfolio/{guid}/performance/benchmark', () => {
  it('a deposit, a buy paid from it and a later deposit: the time- and money-weighted returns and TASI’s, by hand', async () => {
    expect(sessions.at(-1)).toBe(LAST_SESSION);
    const n = sessions.length - 1;
    // Deposit six sessions before the last, buy two sessions later, deposit again on the last session.
    const [d0, d1, d2] = [sessions[n - 6]!, sessions[n - 4]!, sessions[n]!];
    const start = sessions[n - 7]!;
    const before = sessions[n - 1]!;
    const c = await newClient(t);
    const p = (await ok(c.call('POST', '/', { name: 'Against TASI' }), 201)).guid as string;
    await ok(c.call('POST', `/${p}/cash-value-transaction`, { cash_value: '10000' }), 201);
    await dateLatestCash(p, d0);
    const price = close.get(d1)!;
    await ok(c.call('POST', `/${p}/buy`, [buyRow(stock, price, 100, { date: d1, deduct: true })]), 201);
    await dateLatestCash(p, d1);
    await ok(c.call('POST', `/${p}/cash-value-transaction`, { cash_value: '5000' }), 201);
    await dateLatestCash(p, d2);

    const b = await benchmark(c, p);
    // The portfolio began inside the month: both lines start on the close before the first deposit.
    expect(b.from).toBe(start);
    expect(b.to).toBe(d2);
    expect(b.items[0]).toEqual({ trade_date: start, portfolio: 100, tasi: 100 });
    expect(b.items.map((i) => i.trade_date)).toEqual(sessions.slice(n - 7));

    // Cash after the buy, and the value on the session before the second deposit and on the last.
    const cash = 10000 - 100 * price;
    const vBefore = cash + 100 * close.get(before)!;
    const vEnd = cash + 5000 + 100 * close.get(d2)!;
    expect(b.start_value).toBe('0.00');
    expect(b.end_value).toBe(vEnd.toFixed(2));
    expect(b.net_flows).toBe('15000.00');
    // Time-weighted: 10000 grows to vBefore (the buy paid from cash is no flow); then vBefore + 5000 grows to vEnd.
    const twr = (vBefore / 10000) * (vEnd / (vBefore + 5000)) - 1;
    expect(b.time_weighted).toEqual({ percent: round2(twr * 100), reason: null });
    // Money-weighted: 10000 on d0 and 5000 on d2 are worth vEnd on d2, so 10000 × (1 + r)^((d2 − d0)/365) = vEnd − 5000.
    const annual = ((vEnd - 5000) / 10000) ** (365 / (toEpochDay(d2) - toEpochDay(d0))) - 1;
    const overPeriod = (1 + annual) ** ((toEpochDay(d2) - toEpochDay(start)) / 365) - 1;
    expect(b.money_weighted_annual.percent).toBeCloseTo(annual * 100, 1);
    expect(b.money_weighted).toEqual({ percent: round2(overPeriod * 100), reason: null });
    expect(b.tasi).toEqual({ percent: round2((tasi.get(d2)! / tasi.get(start)! - 1) * 100), reason: null });
    // The portfolio line is the time-weighted index: flat at 100 until the buy, 100 × (1 + TWR) at the end.
    expect(b.items.find((i) => i.trade_date === d0)!.portfolio).toBe(100);
    expect(b.items.at(-1)!.portfolio).toBeCloseTo(100 * (1 + twr), 2);
    expect(b.items.at(-1)!.tasi).toBeCloseTo((100 * tasi.get(d2)!) / tasi.get(start)!, 2);

    // Since the portfolio began: the same base, the same figures.
    const all = await benchmark(c, p, 'since_start');
    expect(all.from).toBe(start);
    expect(all.time_weighted).toEqual(b.time_weighted);
  });

  it('a holding across a two-for-one split: valued at the prices it traded at, so the split moves no return', async () => {
    const n = sessions.length - 1;
    const [bought, lastBefore, effective, end] = [sessions[n - 5]!, sessions[n - 2 - 1]!, sessions[n - 1]!, sessions[n]!];
    const c = await newClient(t);
    const p = (await ok(c.call('POST', '/', { name: 'Across a split' }), 201)).guid as string;
    // Bought at the price it traded at then: twice the adjusted close.
    const traded = Math.round(splitClose.get(bought)! * 2 * 100) / 100;
    await ok(c.call('POST', `/${p}/buy`, [buyRow(splitter, traded, 100, { date: bought, deduct: false })]), 201);
    const b = await benchmark(c, p);
    const at = (date: string) => b.items.find((i) => i.trade_date === date)!.portfolio;
    // 100 shares at twice the adjusted close before, 200 at the close from the split on: one line.
    const expected = (date: string, shares: number, factor: number) => (100 * shares * splitClose.get(date)! * factor) / (100 * traded);
    expect(at(lastBefore)).toBeCloseTo(expected(lastBefore, 100, 2), 1);
    expect(at(effective)).toBeCloseTo(expected(effective, 200, 1), 1);
    expect(b.end_value).toBe((200 * splitClose.get(end)!).toFixed(2));
    expect(b.time_weighted.percent).toBeCloseTo(((200 * splitClose.get(end)!) / (100 * traded) - 1) * 100, 1);
  });

  it('without any holding or cash: every return of the portfolio is null, said as no value; TASI still measured', async () => {
    const c = await newClient(t);
    const p = (await ok(c.call('POST', '/', { name: 'Empty' }), 201)).guid as string;
    const b = await benchmark(c, p, 'week');
    expect(b.time_weighted).toEqual({ percent: null, reason: 'no_value' });
    expect(b.money_weighted).toEqual({ percent: null, reason: 'no_value' });
    expect(b.items).toEqual([]);
    expect(b.tasi.percent).not.toBeNull();
    expect(b.to).toBe(LAST_SESSION);
  });

  it('refuses anonymous callers (401), another user’s portfolio (404) and an unknown period (422)', async () => {
    const owner = await newClient(t);
    const p = (await ok(owner.call('POST', '/', { name: 'Mine' }), 201)).guid as string;
    const anonymous = await t.api({ url: `/api/v1/portfolio/${p}/performance/benchmark/?period=year` });
    expect(anonymous.statusCode).toBe(401);
    const other = await newClient(t);
    expect((await other.call('GET', `/${p}/performance/benchmark/?period=year`)).statusCode).toBe(404);
    const bad = await owner.call('GET', `/${p}/performance/benchmark/?period=day`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['query', 'period']);
  });
});

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
