import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { NoticeBatch } from '../src/modules/alerts/control.ts';
import { bearer, registerUser } from './helpers/accounts.ts';
import { pickStocks, type TestStock } from './helpers/portfolios.ts';
import { APP_TOKEN, createTestApp, type TestApp } from './helpers/test-app.ts';
import { feedStep } from './helpers/feed-steps.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// The evaluating process, and a second one on the same database that only serves (ALERTS=off).
let evaluator: TestApp;
let server: FastifyInstance;
let stock: TestStock;

beforeAll(async () => {
  evaluator = await createTestApp({ REDIS_URL: redisUrl, ALERTS: 'on', MARKET_CLOCK: 'always-open' });
  const config = loadConfig({
    APP_TOKEN,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    NODE_ENV: 'test',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX,
    ALERTS: 'off',
    MARKET_CLOCK: 'always-open',
  });
  server = await buildApp({ config, database: evaluator.database, logger: false });
  await server.ready();
  [stock] = (await pickStocks(evaluator, 1)) as [TestStock];
});
afterAll(async () => {
  await server.close();
  await evaluator.close();
});

const until = async (what: string, check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(check(), what).toBe(true);
};

describe('alerts across processes', () => {
  it('an alert set through one process is evaluated by another, and its notification reaches the first through Redis', async () => {
    const user = await registerUser(evaluator);
    const level = Math.ceil(stock.price) + 1;
    const created = await server.inject({
      method: 'POST',
      url: '/api/v1/alerts/',
      headers: { 'x-app-token': APP_TOKEN, ...bearer(user.tokens.access_token) },
      payload: { kind: 'change_up', stock_guid: stock.guid, threshold: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(server.alertEngine).toBeUndefined();

    const heard: NoticeBatch[] = [];
    const off = server.alertNotices.subscribe((b) => heard.push(b));
    // The change reaches the evaluator on the control channel; it is placed before the steps below.
    await new Promise((r) => setTimeout(r, 500));
    await evaluator.app.alertEngine?.settled();
    const step = (change: number) => evaluator.app.liveBus.publish(feedStep(stock.guid, level, { change }));
    await step(1);
    await step(2.5);
    await until('the notification to reach the serving process', () => heard.some((b) => b.items.some((n) => n.user_id === user.guid)));
    off();
    const mine = heard.flatMap((b) => b.items).filter((n) => n.user_id === user.guid);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.kind).toBe('change_up');
    // What the serving process answers is what the evaluator wrote.
    const list = await server.inject({
      url: '/api/v1/alerts/notifications/',
      headers: { 'x-app-token': APP_TOKEN, 'accept-language': 'en', ...bearer(user.tokens.access_token) },
    });
    expect(list.json()).toMatchObject({ total: 1, unread_count: 1, items: [{ guid: mine[0]!.guid, kind: 'change_up' }] });
  });
});
