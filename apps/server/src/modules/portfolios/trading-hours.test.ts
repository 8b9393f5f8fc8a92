import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { buyRow, newClient, ok, pickStocks, refused, type Client, type TestStock } from '../../../test/helpers/portfolios.ts';
import { inWindow } from './trading-hours.ts';

let t: TestApp;
let c: Client;
let p: string;
let a: TestStock;

/** Fixes the server's clock at a Riyadh wall time (UTC+3). */
const at = (riyadh: string) => vi.setSystemTime(new Date(`${riyadh}+03:00`));

beforeAll(async () => {
  // The exchange clock, as in production.
  t = await createTestApp({ MARKET_CLOCK: 'exchange' });
  a = (await pickStocks(t, 1))[0]!;
  c = await newClient(t);
  p = (await ok(c.call('POST', '/', { name: 'Main' }), 201)).guid;
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const buy = () => c.call('POST', `/${p}/buy`, [buyRow(a, a.price, 1)]);
const sell = () => c.call('POST', `/${p}/sell`, { stock_guid: a.guid, shares: 1, price: a.price });

describe('trading hours', () => {
  it('windows: buy 10:15–15:30, sell 10:00–15:30', () => {
    expect([
      inWindow('buy', 10 * 60 + 14),
      inWindow('buy', 10 * 60 + 15),
      inWindow('buy', 15 * 60 + 29),
      inWindow('buy', 15 * 60 + 30),
    ]).toEqual([false, true, true, false]);
    expect([inWindow('sell', 9 * 60 + 59), inWindow('sell', 10 * 60)]).toEqual([false, true]);
  });

  it('takes buys and sales inside their windows on a trading day', async () => {
    at('2026-11-19T10:20:00');
    for (let i = 0; i < 3; i++) await ok(buy(), 201);
    await ok(sell(), 201);
  });

  it('refuses with J000 outside the window, naming it in the language asked', async () => {
    at('2026-11-19T09:30:00');
    const res = await refused(buy());
    expect(res).toMatchObject({ status: 400, code: 'J000' });
    expect(res.body.window).toBe('buy');
    expect(res.body.detail).toContain('J000');
    expect(res.body.detail).toContain('10:15 AM to 3:30 PM');
    const ar = await c.call('POST', `/${p}/sell`, { stock_guid: a.guid, shares: 1, price: a.price }, 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json().detail).toContain('J000');
    expect(ar.json().detail).toContain('10:00');
    expect(ar.json().window).toBe('sell');
  });

  it('sales open at 10:00, buys at 10:15', async () => {
    at('2026-11-19T10:05:00');
    expect(await refused(buy())).toMatchObject({ status: 400, code: 'J000' });
    await ok(sell(), 201);
  });

  it('closes at 15:30, on Fridays and Saturdays, and on holidays', async () => {
    for (const when of ['2026-11-19T15:30:00', '2026-11-20T11:00:00', '2026-11-21T11:00:00', '2026-05-26T11:00:00']) {
      at(when);
      expect(await refused(buy()), when).toMatchObject({ status: 400, code: 'J000' });
      expect(await refused(sell()), when).toMatchObject({ status: 400, code: 'J000' });
    }
  });

  it('cash edits and the forced downgrade sale are not trades: any time', async () => {
    at('2026-11-20T22:00:00');
    await ok(c.call('POST', `/${p}/cash-value-transaction`, { cash_value: '100' }), 201);
    const forced = await ok(c.call('POST', `/${p}/sell`, { stock_guid: a.guid, is_downgrade_sale: true }), 201);
    expect(forced.transaction.is_downgrade_sale).toBe(true);
  });
});

describe('always-open demo clock', () => {
  it('lifts the hours', async () => {
    const open = await createTestApp({ MARKET_CLOCK: 'always-open' });
    try {
      at('2026-11-20T23:00:00');
      const client = await newClient(open);
      const pf = (await ok(client.call('POST', '/', { name: 'Main' }), 201)).guid;
      await ok(client.call('POST', `/${pf}/buy`, [buyRow(a, a.price, 1)]), 201);
    } finally {
      await open.close();
    }
  });
});
