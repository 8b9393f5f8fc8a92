import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { StockTick } from '@sahm/contracts/live';
import { APP_TOKEN, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { registerUser } from '../../../test/helpers/accounts.ts';
import { buyRow, clientFor, ok, pickStocks, type TestStock } from '../../../test/helpers/portfolios.ts';
import { eventually, liveUrl, openRawSocket, type RawSocket } from '../../../test/helpers/live-socket.ts';

let t: TestApp;
let url: string;
let held: TestStock;
let other: TestStock;
let token: string;
let portfolio: string;
/** Statements the app has sent to its database since it started. */
let statements = 0;

beforeAll(async () => {
  t = await createTestApp({ MARKET_CLOCK: 'always-open' });
  // Every service holds this same Database object, so counting here counts the app's reads.
  const query = t.database.query;
  t.database.query = ((sql: string, params?: unknown[]) => {
    statements += 1;
    return query(sql, params);
  }) as typeof query;
  url = await liveUrl(t);
  [held, other] = (await pickStocks(t, 2)) as [TestStock, TestStock];
  token = (await registerUser(t)).tokens.access_token;
  const c = clientFor(t, token);
  portfolio = (await ok(c.call('POST', '/', { name: 'Live' }), 201)).guid;
  await ok(c.call('POST', `/${portfolio}/buy`, [buyRow(held, held.price, 10)]), 201);
});
afterAll(() => t.close());

const tick = (s: TestStock, price: number): StockTick => ({
  guid: s.guid,
  price,
  open: s.price,
  high: Math.max(price, s.price),
  low: Math.min(price, s.price),
  close: price,
  change_value: Math.round((price - s.price) * 100) / 100,
  change_ratio: 1,
  trade_volume: 1000,
  trade_value: 1000 * price,
  trade_date: '2026-11-23',
  datetime: new Date().toISOString(),
});

let step = 0;
/** One feed step that moves the portfolio's stock and another one. */
const publish = () => {
  step += 1;
  const price = Math.round((held.price + (step % 5) * 0.1) * 100) / 100;
  return t.app.liveBus.publish({
    at: new Date().toISOString(),
    stocks: [tick(held, price), tick(other, other.price)],
    markets: [],
    sectors: [],
    trade_date: '2026-11-23',
  });
};

/** Statements run while the feed takes a few steps (longer than the held-stocks cache lasts). */
async function loadOverFeedSteps(): Promise<number> {
  await new Promise((r) => setTimeout(r, 300));
  const before = statements;
  for (let i = 0; i < 5; i++) {
    await publish();
    await new Promise((r) => setTimeout(r, 600));
  }
  return statements - before;
}

const gauge = () => ({ ...t.app.liveGauge });
const overview = () => `subscription { portfolioOverview(guid: "${portfolio}") { error } }`;
const idle = { sockets: 0, subscriptions: 0, listeners: 0 };

describe('live subscriptions end with their socket', () => {
  it('lets every stream of 200 dropped portfolio sockets go: the subscription count and the database load return to idle', async () => {
    expect(gauge()).toEqual(idle);
    const idleLoad = await loadOverFeedSteps();

    // Half of them subscribed and receiving figures when they drop.
    const live: RawSocket[] = [];
    for (let i = 0; i < 100; i++) {
      const s = await openRawSocket(url, { authorization: `Bearer ${token}` });
      await s.waitFor((m) => m.type === 'connection_ack');
      s.subscribe('1', overview());
      live.push(s);
    }
    await eventually(gauge, (g) => g.subscriptions === 100 && g.listeners === 100);
    const receiving = (async () => {
      while (!live.every((s) => s.messages.some((m) => m.type === 'next'))) {
        await publish();
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    await Promise.all(live.map((s) => s.waitFor((m) => m.type === 'next', 20_000)));
    await receiving;

    // The other half drop while their subscription is still being set up.
    const early: RawSocket[] = [];
    for (let i = 0; i < 100; i++) {
      const s = await openRawSocket(url, { authorization: `Bearer ${token}` });
      await s.waitFor((m) => m.type === 'connection_ack');
      s.subscribe('1', overview());
      s.drop();
      early.push(s);
    }
    for (const s of live) s.drop();
    await Promise.all([...live, ...early].map((s) => s.closed));

    expect(await eventually(gauge, (g) => g.sockets === 0)).toEqual(idle);
    const afterLoad = await loadOverFeedSteps();
    expect(afterLoad).toBeLessThanOrEqual(idleLoad + 2);
    // /readyz reports the same figures.
    expect((await t.app.inject({ url: '/readyz' })).json().live).toEqual(idle);
  }, 90_000);

  it('lets a stream go on `complete`, and the socket keeps its other streams', async () => {
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      connectionParams: { app_token: APP_TOKEN, authorization: `Bearer ${token}` },
    });
    try {
      const noop = { next: () => {}, error: () => {}, complete: () => {} };
      const stop = client.subscribe({ query: overview() }, noop);
      client.subscribe({ query: `subscription { stock(guid: "${held.guid}") { error } }` }, noop);
      await eventually(gauge, (g) => g.subscriptions === 2 && g.listeners === 2);
      stop();
      expect(await eventually(gauge, (g) => g.subscriptions === 1)).toEqual({ sockets: 1, subscriptions: 1, listeners: 1 });
    } finally {
      await client.dispose();
    }
    expect(await eventually(gauge, (g) => g.sockets === 0)).toEqual(idle);
  });

  it('lets the streams of a socket the server closes go (a refused connection leaves nothing behind)', async () => {
    const s = await openRawSocket(url, { authorization: 'Bearer not-a-token' });
    expect((await s.closed).code).toBe(4403);
    const early = await openRawSocket(url, { authorization: `Bearer ${token}` });
    early.drop();
    await early.closed;
    await new Promise((r) => setTimeout(r, 300));
    expect(gauge()).toEqual(idle);
  });
});
