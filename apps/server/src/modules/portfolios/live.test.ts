import type { AddressInfo } from 'node:net';
import { halalasToSar } from '@sahm/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { StockTick } from '@sahm/contracts/live';
import { overviewSchema, performanceSchema, portfolioChartSchema } from '@sahm/contracts/portfolio';
import { APP_TOKEN, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { registerUser } from '../../../test/helpers/accounts.ts';
import { buyRow, clientFor, ok, pickStocks, type TestStock } from '../../../test/helpers/portfolios.ts';

let t: TestApp;
let url: string;
let held: TestStock;
let other: TestStock;
let token: string;
let portfolio: string;
const sockets: WsClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ MARKET_CLOCK: 'always-open' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/graphql`;
  [held, other] = (await pickStocks(t, 2)) as [TestStock, TestStock];
  token = (await registerUser(t)).tokens.access_token;
  const c = clientFor(t, token);
  portfolio = (await ok(c.call('POST', '/', { name: 'Live' }), 201)).guid;
  await ok(c.call('POST', `/${portfolio}/buy`, [buyRow(held, held.price, 10)]), 201);
});
afterAll(async () => {
  for (const s of sockets) await s.dispose();
  await t.close();
});

const socket = (bearer?: string) => {
  const s = createClient({
    url,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    connectionParams: { app_token: APP_TOKEN, locale: 'en', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });
  sockets.push(s);
  return s;
};

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

const publish = (ticks: StockTick[]) =>
  t.app.liveBus.publish({ at: new Date().toISOString(), stocks: ticks, markets: [], sectors: [], trade_date: '2026-11-23' });

/** The first payload of a subscription, publishing `step` until one arrives. */
async function firstPayload<T>(client: WsClient, query: string, step: () => Promise<void>): Promise<{ data?: T; errors?: unknown }> {
  let done = false;
  const got = new Promise<{ data?: T; errors?: unknown }>((resolve) => {
    client.subscribe<T>(
      { query },
      { next: (msg) => resolve(msg as { data?: T }), error: (errors) => resolve({ errors }), complete: () => {} },
    );
  });
  void (async () => {
    for (let i = 0; i < 40 && !done; i++) {
      await step();
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const result = await got;
  done = true;
  return result;
}

describe('live portfolio subscriptions', () => {
  it('pushes performance, overview and chart when a held stock ticks', async () => {
    const client = socket(token);
    const price = Math.round((held.price + 1) * 100) / 100;
    const step = () => publish([tick(other, other.price), tick(held, price)]);
    const perf = await firstPayload<{ portfolioPerformance: { performance: unknown; error: boolean } }>(
      client,
      `subscription { portfolioPerformance(guid: "${portfolio}") { performance error } }`,
      step,
    );
    expect(perf.data!.portfolioPerformance.error).toBe(false);
    const p = performanceSchema.parse(perf.data!.portfolioPerformance.performance);
    // Money arrives as SAR strings over the socket too, as over REST.
    expect(p.market_value).toBe(halalasToSar(Math.round(price * 100) * 10));
    const over = await firstPayload<{ portfolioOverview: { overview: unknown } }>(
      client,
      `subscription { portfolioOverview(guid: "${portfolio}") { overview error } }`,
      step,
    );
    expect(overviewSchema.parse(over.data!.portfolioOverview.overview).stocks[0]!.stock_price).toBe(price);
    const chart = await firstPayload<{ portfolioChart: { chart: unknown } }>(
      client,
      `subscription { portfolioChart(guid: "${portfolio}") { chart error } }`,
      step,
    );
    expect(portfolioChartSchema.parse(chart.data!.portfolioChart.chart).stocks[0]!.key).toBe(held.guid);
  });

  it('stays quiet when only other stocks tick', async () => {
    const client = socket(token);
    let payloads = 0;
    client.subscribe(
      { query: `subscription { portfolioPerformance(guid: "${portfolio}") { error } }` },
      { next: () => void payloads++, error: () => {}, complete: () => {} },
    );
    await new Promise((r) => setTimeout(r, 300));
    for (let i = 0; i < 5; i++) {
      await publish([tick(other, other.price)]);
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(payloads).toBe(0);
  });

  it('is for the owner only', async () => {
    const stranger = (await registerUser(t)).tokens.access_token;
    const step = () => publish([tick(held, held.price)]);
    const q = `subscription { portfolioPerformance(guid: "${portfolio}") { error } }`;
    const anonymous = await firstPayload(socket(), q, step);
    expect(JSON.stringify(anonymous.errors)).toContain('Authentication is required');
    const other = await firstPayload(socket(stranger), q, step);
    expect(JSON.stringify(other.errors)).toContain('Portfolio not found');
  });
});
