import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { halalasToSar, sarToHalalas } from '@sahm/contracts/money';
import {
  cashTransactionPageSchema,
  overviewSchema,
  performanceSchema,
  portfolioChartSchema,
  stockTransactionListSchema,
  stockTransactionPageSchema,
} from '@sahm/contracts/portfolio';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { positionsCache } from './positions-cache.ts';
import { deleteStockTransactions, recordTransactions } from './queries.ts';
import {
  buyRow,
  movePlan,
  newClient,
  ok,
  pickStocks,
  refused,
  renewed,
  type Client,
  type TestStock,
} from '../../../test/helpers/portfolios.ts';

let t: TestApp;
let stocks: TestStock[];
beforeAll(async () => {
  t = await createTestApp({ MARKET_CLOCK: 'always-open' });
  stocks = await pickStocks(t, 20);
  expect(stocks).toHaveLength(20);
});
afterAll(() => t.close());

const s = (i: number) => stocks[i]!;
/** A price per share (a JSON number) in halalas. */
const cents = (price: number) => Math.round(price * 100);
/** An amount of money (a SAR string) in halalas. */
const halalas = (amount: string) => sarToHalalas(amount);

async function portfolioWithCash(c: Client, cash: string, body: object = { name: 'Main' }): Promise<string> {
  const p = await ok(c.call('POST', '/', body), 201);
  if (sarToHalalas(cash)) await ok(c.call('POST', `/${p.guid}/cash-value-transaction`, { cash_value: cash }), 201);
  return p.guid;
}

describe('buying, selling and cash', () => {
  it('a buy from cash moves the cash ledger, and every figure derives from the ledgers', async () => {
    const c = await newClient(t);
    const p = await portfolioWithCash(c, '100000');
    const [a, b] = [s(0), s(1)];
    const bought = await ok(
      c.call('POST', `/${p}/buy`, [buyRow(a, a.price, 100, { deduct: true }), buyRow(b, b.price, 50, { deduct: true })]),
      201,
    );
    expect(bought.transactions).toHaveLength(2);
    const spent = cents(a.price) * 100 + cents(b.price) * 50;
    expect(halalas(bought.cash_value)).toBe(10_000_000 - spent);
    expect(bought.transactions[0]).toMatchObject({
      transaction_type: 'BUYING',
      shares: 100,
      price: a.price,
      buying_date: '2026-11-19',
      cash_flow: true,
    });

    const overview = overviewSchema.parse(await ok(c.call('GET', `/${p}/overview/`)));
    expect(overview.stocks).toHaveLength(2);
    expect(halalas(overview.total_cost)).toBe(spent);
    expect(halalas(overview.total_market_value)).toBe(spent); // valued at the price paid
    expect(overview.total_profit_loss).toBe('0.00');
    expect(overview.total_shares).toBe(150);
    expect(overview.total_weight).toBe(100);
    expect(overview.stocks.reduce((x, h) => x + cents(h.weight), 0)).toBe(10_000);
    const rowA = overview.stocks.find((h) => h.stock_guid === a.guid)!;
    expect(rowA).toMatchObject({ total_shares_per_stock: 100, avg_cost_per_share: a.price, stock_price: a.price });

    const perf = performanceSchema.parse(await ok(c.call('GET', `/${p}/performance`)));
    expect(perf.portfolio_amount).toBe('100000.00');
    expect(halalas(perf.cash_value)).toBe(10_000_000 - spent);

    const chart = portfolioChartSchema.parse(await ok(c.call('GET', `/${p}/chart`)));
    for (const list of [chart.general, chart.stocks, chart.sectors]) {
      expect(list.reduce((x, sl) => x + cents(sl.percent), 0)).toBe(10_000);
      expect([...list].sort((x, y) => halalas(y.value) - halalas(x.value))).toEqual(list);
    }
    expect(chart.general.map((g) => g.key).sort()).toEqual(['cash', 'stocks']);

    const cash = cashTransactionPageSchema.parse(await ok(c.call('GET', `/${p}/cash-value-transactions/`)));
    expect(cash.size).toBe(100);
    expect(cash.items.map((i) => i.operation_type)).toEqual(['BUY', 'BUY', 'EDIT']);
    expect(halalas(cash.items[0]!.previous_cash_value) - halalas(cash.items[0]!.cash_value)).toBe(cents(b.price) * 50);
    expect(cash.items[0]!.amount).toBe(halalasToSar(-cents(b.price) * 50));
    const liquidity = cashTransactionPageSchema.parse(await ok(c.call('GET', `/${p}/liquidity/?page=1&size=1`)));
    expect(liquidity).toMatchObject({ total: 3, page: 1, size: 1 });
    const txs = stockTransactionPageSchema.parse(await ok(c.call('GET', `/${p}/stock-transactions/`)));
    expect(txs.total).toBe(2);
    expect(stockTransactionListSchema.parse(await ok(c.call('GET', `/${p}/stock-transactions/all/`))).items).toHaveLength(2);
  });

  it('refuses a buy the cash cannot cover with insufficient_cash (409) and writes nothing', async () => {
    const c = await newClient(t);
    const p = await portfolioWithCash(c, '1000');
    const a = s(2);
    const shares = Math.ceil(600 / a.price);
    const res = await refused(
      c.call('POST', `/${p}/buy`, [buyRow(a, a.price, shares, { deduct: true }), buyRow(s(3), s(3).price, shares, { deduct: true })]),
    );
    expect(res).toMatchObject({ status: 409, code: 'insufficient_cash' });
    expect(res.body.cash_value).toBe('1000.00');
    expect(halalas(res.body.required as string)).toBe(cents(a.price) * shares + cents(s(3).price) * shares);
    expect((await ok(c.call('GET', `/${p}/stock-transactions`))).total).toBe(0);
    expect((await ok(c.call('GET', `/${p}/performance`))).cash_value).toBe('1000.00');
    // Bought from outside cash instead: the cash stays.
    await ok(c.call('POST', `/${p}/buy`, [buyRow(a, a.price, shares, { deduct: false })]), 201);
    expect((await ok(c.call('GET', `/${p}/performance`))).cash_value).toBe('1000.00');
  });

  it('sells part of a holding into cash, with the realised gain on average cost', async () => {
    const c = await newClient(t);
    const p = await portfolioWithCash(c, '0');
    const a = s(4);
    await ok(c.call('POST', `/${p}/stock-transaction`, buyRow(a, a.price, 10)), 201);
    const sold = await ok(c.call('POST', `/${p}/sell`, { stock_guid: a.guid, shares: 4, price: a.price, add_to_cash_flow: true }), 201);
    expect(sold.transaction).toMatchObject({ transaction_type: 'SELLING', shares: 4, cash_flow: true, is_downgrade_sale: false });
    expect(halalas(sold.cash_value)).toBe(cents(a.price) * 4);
    expect(halalas(sold.transaction.cost)).toBe(cents(a.price) * 4);
    const overview = await ok(c.call('GET', `/${p}/overview`));
    expect(overview.stocks[0].total_shares_per_stock).toBe(6);
    expect(overview.total_realized_profit_loss).toBe('0.00');
    expect(
      await refused(c.call('POST', `/${p}/sell`, { stock_guid: a.guid, shares: 7, price: a.price, add_to_cash_flow: true })),
    ).toMatchObject({ status: 400, code: 'shares_exceed_holding' });
    expect(await refused(c.call('POST', `/${p}/sell`, { stock_guid: s(5).guid, shares: 1, price: s(5).price }))).toMatchObject({
      status: 400,
      code: 'stock_not_held',
    });
    // Without add_to_cash_flow the proceeds stay outside.
    await ok(c.call('POST', `/${p}/sell`, { stock_guid: a.guid, shares: 6, price: a.price }), 201);
    const after = await ok(c.call('GET', `/${p}/overview`));
    expect(after.stocks).toEqual([]);
    expect(halalas(after.cash_value)).toBe(cents(a.price) * 4);
  });

  it('cash edits add the amount; a negative one withdraws but never below zero', async () => {
    const c = await newClient(t);
    const p = await portfolioWithCash(c, '500.5');
    const edit = await ok(c.call('POST', `/${p}/cash-value-transaction`, { cash_value: '-200.25' }), 201);
    expect(edit.transaction).toMatchObject({
      operation_type: 'EDIT',
      previous_cash_value: '500.50',
      cash_value: '300.25',
      amount: '-200.25',
    });
    const below = await refused(c.call('POST', `/${p}/cash-value-transaction`, { cash_value: '-300.26' }));
    expect(below).toMatchObject({ status: 400, code: 'cash_below_zero' });
    expect(below.body.cash_value).toBe('300.25');
    // Amounts are strings with at most two decimals; a float, a third decimal or nothing is refused.
    for (const bad of [
      {},
      { cash_value: 'abc' },
      { cash_value: '1.005' },
      { cash_value: '0' },
      { cash_value: '-0.00' },
      { cash_value: 10 },
      { cash_value: '1e3' },
    ]) {
      expect((await c.call('POST', `/${p}/cash-value-transaction`, bad)).statusCode).toBe(422);
    }
    expect((await ok(c.call('GET', `/${p}/performance`))).cash_value).toBe('300.25');
  });

  it('checks each buy row: tick, date, listing, trading day, stock', async () => {
    const c = await newClient(t);
    const p = await portfolioWithCash(c, '0');
    const a = s(6);
    expect(await refused(c.call('POST', `/${p}/buy`, [buyRow(a, a.price + 0.001, 1)]))).toMatchObject({ status: 422 });
    // Above 25 SAR the grid is coarser than a halala.
    const coarse = stocks.find((x) => x.price >= 25)!;
    const offTick = Math.round(coarse.price * 100 + 1) / 100;
    expect(await refused(c.call('POST', `/${p}/buy`, [buyRow(coarse, offTick, 1)]))).toMatchObject({ status: 400, code: 'price_off_tick' });
    expect(await refused(c.call('POST', `/${p}/buy`, [buyRow(a, a.price, 1, { date: '2099-01-01' })]))).toMatchObject({
      status: 400,
      code: 'buying_date_in_future',
    });
    expect(await refused(c.call('POST', `/${p}/buy`, [buyRow(a, a.price, 1, { date: '2026-11-20' })]))).toMatchObject({
      status: 400,
      code: 'buying_date_not_trading_day',
    });
    expect(await refused(c.call('POST', `/${p}/buy`, [buyRow(a, a.price, 1, { date: '2026-05-27' })]))).toMatchObject({
      status: 400,
      code: 'buying_date_not_trading_day',
    });
    expect(await refused(c.call('POST', `/${p}/buy`, [buyRow(a, a.price, 1, { date: null })]))).toMatchObject({
      status: 400,
      code: 'buying_date_required',
    });
    const before = new Date(new Date(a.listing_date!).getTime() - 86_400_000).toISOString().slice(0, 10);
    expect(await refused(c.call('POST', `/${p}/buy`, [buyRow(a, a.price, 1, { date: before })]))).toMatchObject({
      status: 400,
      code: 'buying_date_before_listing',
    });
    expect(
      await refused(c.call('POST', `/${p}/buy`, [{ ...buyRow(a, a.price, 1), stock_guid: '00000000-0000-4000-8000-000000000000' }])),
    ).toMatchObject({ status: 404, code: 'stock_not_found' });
    for (const bad of [[], [{ ...buyRow(a, a.price, 0) }], [{ ...buyRow(a, 0, 1) }], [{ ...buyRow(a, a.price, 1.5) }]]) {
      expect((await c.call('POST', `/${p}/buy`, bad)).statusCode).toBe(422);
    }
    expect((await ok(c.call('GET', `/${p}/stock-transactions`))).total).toBe(0);
  });

  it('removes a holding with its transactions', async () => {
    const c = await newClient(t);
    const p = await portfolioWithCash(c, '0');
    await ok(c.call('POST', `/${p}/buy`, [buyRow(s(7), s(7).price, 3), buyRow(s(8), s(8).price, 3)]), 201);
    await ok(c.call('DELETE', `/${p}/stock-transaction/${s(7).guid}/`));
    expect((await ok(c.call('GET', `/${p}/overview`))).stocks.map((h: { stock_guid: string }) => h.stock_guid)).toEqual([s(8).guid]);
    expect(await refused(c.call('DELETE', `/${p}/stock-transaction/${s(7).guid}`))).toMatchObject({ status: 404, code: 'stock_not_held' });
  });
});

describe('plan limits', () => {
  it('BASIC holds at most 2 stocks: stock_limit_basic; more shares of a held stock are fine', async () => {
    const c = await newClient(t, 'BASIC');
    const p = await portfolioWithCash(c, '0');
    await ok(c.call('POST', `/${p}/buy`, [buyRow(s(0), s(0).price, 1), buyRow(s(1), s(1).price, 1)]), 201);
    const res = await refused(c.call('POST', `/${p}/buy`, [buyRow(s(2), s(2).price, 1)]));
    expect(res).toMatchObject({ status: 403, code: 'stock_limit_basic' });
    expect(res.body.stock_limit).toBe(2);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(s(0), s(0).price, 5)]), 201);
  });

  it('ADVANCE holds at most 15: stock_limit_advanced', async () => {
    const c = await newClient(t, 'ADVANCE');
    const p = await portfolioWithCash(c, '0');
    await ok(
      c.call(
        'POST',
        `/${p}/buy`,
        stocks.slice(0, 15).map((x) => buyRow(x, x.price, 1)),
      ),
      201,
    );
    expect(await refused(c.call('POST', `/${p}/buy`, [buyRow(s(15), s(15).price, 1)]))).toMatchObject({
      status: 403,
      code: 'stock_limit_advanced',
    });
    expect((await ok(c.call('GET', `/${p}/overview`))).stocks).toHaveLength(15);
  });

  it('PROFESSIONAL has no limit', async () => {
    const c = await newClient(t, 'PROFESSIONAL');
    const p = await portfolioWithCash(c, '0');
    await ok(
      c.call(
        'POST',
        `/${p}/buy`,
        stocks.slice(0, 20).map((x) => buyRow(x, x.price, 1)),
      ),
      201,
    );
    expect((await ok(c.call('GET', '/'))).items[0]).toMatchObject({ number_of_stocks: 20, stock_limit: null, over_limit: false });
  });

  it('a trial account moved to BASIC with 3 stocks is over the limit: sells, forced sales, no buys', async () => {
    let c = await newClient(t);
    const p = await portfolioWithCash(c, '1000');
    const second = await ok(c.call('POST', '/', { name: 'Second' }), 201);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(s(0), s(0).price, 10), buyRow(s(1), s(1).price, 10), buyRow(s(2), s(2).price, 10)]), 201);
    await movePlan(t, c.guid, 'BASIC');
    // Writes re-read the plan at once, even under the old token.
    expect(await refused(c.call('POST', `/${p}/buy`, [buyRow(s(0), s(0).price, 1)]))).toMatchObject({
      status: 403,
      code: 'stock_limit_basic',
    });
    c = await renewed(t, c);

    const list = await ok(c.call('GET', '/'));
    expect(list.items[0]).toMatchObject({ guid: p, number_of_stocks: 3, stock_limit: 2, over_limit: true });
    expect(list.can_have_multiple).toBe(false);
    expect((await ok(c.call('GET', `/${p}/overview`))).over_limit).toBe(true);
    const refusedBuy = await refused(c.call('POST', `/${p}/buy`, [buyRow(s(0), s(0).price, 1)]));
    expect(refusedBuy).toMatchObject({ status: 403, code: 'stock_limit_basic' });
    expect(refusedBuy.body.over_limit).toBe(true);
    // The other portfolio takes no new money without the multi-portfolio permission.
    expect(await refused(c.call('POST', `/${second.guid}/cash-value-transaction`, { cash_value: '10' }))).toMatchObject({
      status: 403,
      code: 'multiple_portfolios_not_allowed',
    });
    expect(await refused(c.call('POST', `/${second.guid}/set-default`))).toMatchObject({
      status: 403,
      code: 'multiple_portfolios_not_allowed',
    });

    // An ordinary partial sale still works.
    await ok(c.call('POST', `/${p}/sell`, { stock_guid: s(0).guid, shares: 1, price: s(0).price, add_to_cash_flow: true }), 201);
    // The downgrade dialog's forced sale: the whole holding, not added to cash.
    const cashBefore = (await ok(c.call('GET', `/${p}/performance`))).cash_value;
    const forced = await ok(c.call('POST', `/${p}/sell`, { stock_guid: s(2).guid, add_to_cash_flow: true, is_downgrade_sale: true }), 201);
    expect(forced.transaction).toMatchObject({ shares: 10, cash_flow: false, is_downgrade_sale: true, price: s(2).price });
    expect(forced.cash_value).toBe(cashBefore);
    const now = await ok(c.call('GET', '/'));
    expect(now.items[0]).toMatchObject({ number_of_stocks: 2, over_limit: false });
    await ok(c.call('POST', `/${p}/buy`, [buyRow(s(0), s(0).price, 1)]), 201);
  });
});

describe('JAREAD_2023_Q4 portfolios', () => {
  it('take no cash edits, buy without a date, and sell at the current price without cash', async () => {
    const c = await newClient(t);
    await ok(c.call('POST', '/', { name: 'Main' }), 201);
    const j = await ok(c.call('POST', '/', { name: 'Jaread', type: 'JAREAD_2023_Q4' }), 201);
    expect(j.type).toBe('JAREAD_2023_Q4');
    expect(await refused(c.call('POST', `/${j.guid}/cash-value-transaction`, { cash_value: '100' }))).toMatchObject({
      status: 400,
      code: 'cash_edit_locked',
    });
    // Not the default: writing to it needs the multi-portfolio permission, which the trial has.
    const a = s(9);
    const bought = await ok(c.call('POST', `/${j.guid}/buy`, [buyRow(a, a.price, 10, { date: null })]), 201);
    expect(bought.transactions[0].buying_date).toBeNull();
    const dated = await ok(c.call('POST', `/${j.guid}/buy`, [buyRow(a, a.price, 1)]), 201);
    expect(dated.transactions[0].buying_date).toBeNull();
    const sold = await ok(
      c.call('POST', `/${j.guid}/sell`, { stock_guid: a.guid, shares: 5, price: a.price + 100, add_to_cash_flow: true }),
      201,
    );
    expect(sold.transaction).toMatchObject({ shares: 5, price: a.price, cash_flow: false });
    expect(sold.cash_value).toBe('0.00');
    expect((await ok(c.call('GET', `/${j.guid}/cash-value-transactions`))).items).toEqual([]);
  });
});

describe('concurrency', () => {
  it('concurrent buys from cash never overdraw it', async () => {
    const c = await newClient(t);
    const a = s(10);
    const shares = Math.max(1, Math.floor(300 / a.price));
    const cost = cents(a.price) * shares;
    const p = await portfolioWithCash(c, halalasToSar(cost * 3 + 50));
    const results = await Promise.all(
      Array.from({ length: 6 }, () => c.call('POST', `/${p}/buy`, [buyRow(a, a.price, shares, { deduct: true })])),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    const perf = await ok(c.call('GET', `/${p}/performance`));
    expect(perf.cash_value).toBe('0.50');
    const cash = await ok(c.call('GET', `/${p}/cash-value-transactions`));
    expect(cash.items.every((i: { cash_value: string }) => halalas(i.cash_value) >= 0)).toBe(true);
    expect((await ok(c.call('GET', `/${p}/overview`))).stocks[0].total_shares_per_stock).toBe(shares * 3);
  });

  it('concurrent buys of different stocks cannot pass the plan limit together', async () => {
    const c = await newClient(t, 'BASIC');
    const p = await portfolioWithCash(c, '0');
    const results = await Promise.all(stocks.slice(11, 16).map((x) => c.call('POST', `/${p}/buy`, [buyRow(x, x.price, 1)])));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 403).every((r) => r.json().code === 'stock_limit_basic')).toBe(true);
    expect((await ok(c.call('GET', `/${p}/overview`))).stocks).toHaveLength(2);
  });

  it('concurrent portfolio creation stops at five with one default', async () => {
    const c = await newClient(t);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => c.call('POST', '/', { name: `P${i}` })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const list = (await ok(c.call('GET', '/'))).items;
    expect(list).toHaveLength(5);
    expect(list.filter((x: { is_default: boolean }) => x.is_default)).toHaveLength(1);
  });
});

describe('the overview between ticks', () => {
  it('is one body until a price, the cash or the ledger moves, and then the new figures', async () => {
    const c = await newClient(t);
    const p = await portfolioWithCash(c, '100000');
    await ok(c.call('POST', `/${p}/buy`, [buyRow(s(0), s(0).price, 10)]), 201);
    const read = async () => {
      const res = await c.call('GET', `/${p}/overview`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      return { etag: res.headers.etag, body: overviewSchema.parse(res.json()) };
    };
    const first = await read();
    expect((await read()).etag).toBe(first.etag);

    const live = (await t.app.stocks.get('en', s(0).guid))!.today_live_points!;
    const price = Math.round((live.price + 1) * 100) / 100;
    await t.app.stocks.applyTicks([{ guid: s(0).guid, ...live, price, datetime: new Date().toISOString() }]);
    const ticked = await read();
    expect(ticked.etag).not.toBe(first.etag);
    expect(ticked.body.stocks[0]!.stock_price).toBe(price);
    expect(ticked.body.total_market_value).toBe(halalasToSar(cents(price) * 10));

    await ok(c.call('POST', `/${p}/cash-value-transaction`, { cash_value: '5' }), 201);
    const cashMoved = await read();
    expect(halalas(cashMoved.body.cash_value)).toBe(halalas(ticked.body.cash_value) + 500);

    await ok(c.call('POST', `/${p}/sell`, { stock_guid: s(0).guid, shares: 4, price: s(0).price, add_to_cash_flow: false }), 201);
    expect((await read()).body.total_shares).toBe(6);
  });
});

describe('folded positions cache', () => {
  it('sees writes made elsewhere (another process) on the next read', async () => {
    const c = await newClient(t);
    const p = await portfolioWithCash(c, '0');
    await ok(c.call('POST', `/${p}/buy`, [buyRow(s(0), s(0).price, 5)]), 201);
    const positions = positionsCache();
    // As a reader does: the portfolio row first (its ledger_version), then the positions.
    const held = async () =>
      (
        await positions(t.database.db, [
          (
            await t.database.query<{ id: string; ledgerVersion: number }>(
              `SELECT id, ledger_version AS "ledgerVersion" FROM portfolios WHERE id = $1`,
              [p],
            )
          )[0]!,
        ])
      )
        .get(p)!
        .map((x) => x.shares);
    expect(await held()).toEqual([5]);
    await recordTransactions(t.database.db, p, {
      stock: [
        { stockId: s(1).guid, transactionType: 'BUYING', shares: 2, price: '10.00', cost: '20.00', buyingDate: null, cashFlow: false },
      ],
    });
    expect(await held()).toEqual([5, 2]);
    await deleteStockTransactions(t.database.db, p, s(0).guid);
    expect(await held()).toEqual([2]);
  });
});
