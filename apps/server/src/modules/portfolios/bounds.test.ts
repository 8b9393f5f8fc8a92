import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CASH, MAX_PRICE, MAX_SHARES } from '@sahm/contracts/portfolio';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { recordTransactions } from './queries.ts';
import { buyRow, newClient, ok, pickStocks, refused, type Client, type TestStock } from '../../../test/helpers/portfolios.ts';

let t: TestApp;
let stock: TestStock;
beforeAll(async () => {
  t = await createTestApp({ MARKET_CLOCK: 'always-open' });
  stock = (await pickStocks(t, 1))[0]!;
});
afterAll(() => t.close());

/** Everything a write could have touched: both ledgers and the cash. */
async function ledgers(c: Client, guid: string) {
  const stocks = await ok(c.call('GET', `/${guid}/stock-transactions/all`));
  const cash = await ok(c.call('GET', `/${guid}/cash-value-transactions`));
  return { stocks: stocks.items.length, cash: cash.items.length, cashValue: cash.cash_value };
}

async function portfolio(c: Client): Promise<string> {
  return (await ok(c.call('POST', '/', { name: 'Bounds' }), 201)).guid;
}

describe('numbers past what the ledgers hold', () => {
  it('refuses a buy of 100,000,000 shares at 999,999,999,999.50 with a 422 naming the price, and writes nothing', async () => {
    const c = await newClient(t);
    const p = await portfolio(c);
    const before = await ledgers(c, p);
    const res = await c.call('POST', `/${p}/buy`, [buyRow(stock, 999_999_999_999.5, 100_000_000)]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['body', 0, 'price'], msg: `Must be at most ${MAX_PRICE}`, type: 'too_big' }]);
    const single = await c.call('POST', `/${p}/stock-transaction`, buyRow(stock, 1_000_000_000, MAX_SHARES + 1));
    expect(single.statusCode, single.body).toBe(422);
    expect(single.json().detail.map((d: { loc: unknown[] }) => d.loc)).toEqual([
      ['body', 'shares'],
      ['body', 'price'],
    ]);
    expect(await ledgers(c, p)).toEqual(before);
  });

  it('refuses the trades that carried cash past its column (100,000,000 shares at 1,000,000,000 sold into cash)', async () => {
    const c = await newClient(t);
    const p = await portfolio(c);
    const before = await ledgers(c, p);
    const buy = await c.call('POST', `/${p}/buy`, [buyRow(stock, 1_000_000_000, MAX_SHARES)]);
    expect(buy.statusCode, buy.body).toBe(422);
    expect(buy.json().detail).toEqual([{ loc: ['body', 0, 'price'], msg: `Must be at most ${MAX_PRICE}`, type: 'too_big' }]);
    const sale = await c.call('POST', `/${p}/sell`, {
      stock_guid: stock.guid,
      shares: MAX_SHARES,
      price: 1_000_000_000,
      add_to_cash_flow: true,
    });
    expect(sale.statusCode, sale.body).toBe(422);
    expect(sale.json().detail).toEqual([{ loc: ['body', 'price'], msg: `Must be at most ${MAX_PRICE}`, type: 'too_big' }]);
    expect(await ledgers(c, p)).toEqual(before);
  });

  it('refuses a sale whose proceeds would carry cash past its bound, and changes nothing', async () => {
    const c = await newClient(t);
    const p = await portfolio(c);
    // In range one by one: the largest holding at the highest price.
    await ok(c.call('POST', `/${p}/buy`, [buyRow(stock, MAX_PRICE, MAX_SHARES)]), 201);
    const before = await ledgers(c, p);
    const sale = await refused(
      c.call('POST', `/${p}/sell`, { stock_guid: stock.guid, shares: MAX_SHARES, price: MAX_PRICE, add_to_cash_flow: true }),
    );
    expect(sale).toMatchObject({ status: 400, code: 'cash_above_max' });
    expect(sale.body.detail).toBe('Cash in a portfolio cannot exceed 1,000,000,000,000 SAR');
    expect(await ledgers(c, p)).toEqual(before);
    // Without cash the same sale is fine.
    await ok(c.call('POST', `/${p}/sell`, { stock_guid: stock.guid, shares: MAX_SHARES, price: MAX_PRICE, add_to_cash_flow: false }), 201);
  });

  it('bounds cash edits one by one and cash in total', async () => {
    const c = await newClient(t);
    const p = await portfolio(c);
    const tooMuch = await c.call('POST', `/${p}/cash-value-transaction`, { cash_value: `${MAX_CASH}.01` });
    expect(tooMuch.statusCode, tooMuch.body).toBe(422);
    expect(tooMuch.json().detail).toEqual([{ loc: ['body', 'cash_value'], msg: `Must be at most ${MAX_CASH}`, type: 'too_big' }]);
    // However many digits, an amount out of range is refused the same way (never parsed into a float).
    for (const huge of ['1'.repeat(400), `-${'9'.repeat(40)}.99`]) {
      const res = await c.call('POST', `/${p}/cash-value-transaction`, { cash_value: huge });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().detail[0].type).toBe(huge.startsWith('-') ? 'too_small' : 'too_big');
    }
    await ok(c.call('POST', `/${p}/cash-value-transaction`, { cash_value: '600000000000' }), 201);
    const before = await ledgers(c, p);
    const second = await refused(c.call('POST', `/${p}/cash-value-transaction`, { cash_value: '600000000000.00' }));
    expect(second).toMatchObject({ status: 400, code: 'cash_above_max' });
    expect(await ledgers(c, p)).toEqual(before);
    expect(before.cashValue).toBe('600000000000.00');
  });

  it('keeps a holding within MAX_SHARES, so selling it whole always fits the ledger', async () => {
    const c = await newClient(t);
    const p = await portfolio(c);
    // Twenty rows in range that add up to 2,000,000,000 shares of one stock.
    const rows = Array.from({ length: 20 }, () => buyRow(stock, stock.price, MAX_SHARES));
    const many = await refused(c.call('POST', `/${p}/buy`, rows));
    expect(many).toMatchObject({ status: 400, code: 'holding_too_large', body: { max_shares: MAX_SHARES, held: 0 } });
    expect((await ledgers(c, p)).stocks).toBe(0);

    await ok(c.call('POST', `/${p}/buy`, [buyRow(stock, stock.price, MAX_SHARES - 1)]), 201);
    const before = await ledgers(c, p);
    const more = await refused(c.call('POST', `/${p}/stock-transaction`, buyRow(stock, stock.price, 2)));
    expect(more).toMatchObject({ status: 400, code: 'holding_too_large', body: { held: MAX_SHARES - 1 } });
    expect(await ledgers(c, p)).toEqual(before);
    await ok(c.call('POST', `/${p}/stock-transaction`, buyRow(stock, stock.price, 1)), 201);
    await ok(c.call('POST', `/${p}/sell`, { stock_guid: stock.guid, is_downgrade_sale: true }), 201);
  });

  it('never lets rows from before the bounds block taking cash out or buying another stock', async () => {
    const c = await newClient(t);
    const p = await portfolio(c);
    const [, other] = await pickStocks(t, 2);
    // A ledger past today's bounds, as rows written before them could be.
    const shares = MAX_SHARES * 3;
    await recordTransactions(t.database.db, p, {
      cash: [{ operationType: 'EDIT', previousCashValue: '0.00', cashValue: '5000000000000.00', stockId: null }],
      stock: [
        { stockId: stock.guid, transactionType: 'BUYING', shares, price: '1.00', cost: `${shares}.00`, buyingDate: null, cashFlow: false },
      ],
    });
    await ok(c.call('POST', `/${p}/cash-value-transaction`, { cash_value: '-1000000' }), 201);
    expect(await refused(c.call('POST', `/${p}/cash-value-transaction`, { cash_value: '0.01' }))).toMatchObject({
      status: 400,
      code: 'cash_above_max',
    });
    await ok(c.call('POST', `/${p}/buy`, [buyRow(other!, other!.price, 10)]), 201);
    expect(await refused(c.call('POST', `/${p}/stock-transaction`, buyRow(stock, stock.price, 1)))).toMatchObject({
      status: 400,
      code: 'holding_too_large',
      body: { held: shares },
    });
  });
});
