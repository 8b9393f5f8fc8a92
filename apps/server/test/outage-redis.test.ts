import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { tokenCall } from './helpers/accounts.ts';
import { redisBin, startPrivateRedis, type PrivateRedis } from './helpers/private-services.ts';
import type { FeedEvent } from '../src/platform/live-bus.ts';

/**
 * Two server processes (a, b) and a third with a tiny API rate limit (c) share a Redis server of
 * this test's own, which the test kills and starts again: without Redis every call must still be
 * answered at once, throttles must keep counting in each process and live events must reach the
 * process's own subscribers; with Redis back, all of it is shared again.
 */
const bin = redisBin();
if (!bin) console.warn('outage-redis.test.ts: skipped, no redis-server on the PATH');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

type Line = { msg?: string; dependency?: string };
const logger = (lines: Line[]) => ({ level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Line) } });

const event = (at: string): FeedEvent => ({ at, trade_date: at.slice(0, 10), stocks: [], markets: [], sectors: [] });

describe.skipIf(!bin)('a Redis outage', () => {
  let redis: PrivateRedis;
  let a: TestApp;
  let b: TestApp;
  let c: TestApp;
  const logsA: Line[] = [];

  const redisState = async (t: TestApp) => ((await t.app.inject({ url: '/readyz' })).json() as { redis: { state: string } }).redis.state;
  const allUsing = (state: string) => async () => {
    for (const t of [a, b, c]) if ((await redisState(t)) !== state) return undefined;
    return true;
  };

  beforeAll(async () => {
    redis = await startPrivateRedis(bin!);
    a = await createTestApp({ REDIS_URL: redis.url }, { logger: logger(logsA) });
    b = await createTestApp({ REDIS_URL: redis.url });
    c = await createTestApp({ REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '3' });
    await until('every process to reach Redis', 10_000, allUsing('up'));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await c?.close();
    await redis?.dispose();
  });

  const failSignIn = (t: TestApp, username: string) => tokenCall(t, { grant_type: 'password', username, password: 'wrong-password' });

  it('keeps serving from each process while Redis is away, and shares again once it is back', async () => {
    await redis.stop();

    // Every call is answered at once, not after the client's retries.
    for (let i = 0; i < 10; i++) {
      const started = Date.now();
      const res = await a.api({ url: '/api/v1/markets' });
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    const ready = await a.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', database: { state: 'up' }, redis: { state: 'down' } });

    // The API rate limit holds in the process: three calls, then 429.
    const limited = [];
    for (let i = 0; i < 4; i++) limited.push((await c.api({ url: '/api/v1/markets', locale: 'en' })).statusCode);
    expect(limited).toEqual([200, 200, 200, 429]);

    // Sign-in failures still count, in this process.
    const alone = `nobody.${randomInt(1e9)}@example.com`;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await failSignIn(a, alone)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    // A live event reaches this process's own subscribers straight away.
    const heard: string[] = [];
    const stop = a.app.liveBus.subscribe((e) => heard.push(e.at));
    const started = Date.now();
    await a.app.liveBus.publish(event('2026-11-23T08:00:00.000Z'));
    expect(Date.now() - started).toBeLessThan(500);
    expect(heard).toEqual(['2026-11-23T08:00:00.000Z']);
    stop();

    // One line says Redis is away, however many calls met the outage.
    expect(logsA.filter((l) => l.msg === 'redis unavailable')).toHaveLength(1);

    await redis.start();
    await until('every process to use Redis again', 10_000, allUsing('up'));
    expect(logsA.filter((l) => l.msg === 'redis is back')).toHaveLength(1);
    expect(logsA.filter((l) => l.msg === 'redis unavailable')).toHaveLength(1);

    // Counters are shared again: failures on a and b add up to one account's budget.
    const shared = `nobody.${randomInt(1e9)}@example.com`;
    const across = [];
    for (const t of [a, b, a, b, a, b]) across.push((await failSignIn(t, shared)).statusCode);
    expect(across).toEqual([401, 401, 401, 401, 401, 429]);

    // And the bus carries an event from one process to another again (its subscription was renewed).
    const heardByB: string[] = [];
    const stopB = b.app.liveBus.subscribe((e) => heardByB.push(e.at));
    await until('b to hear a', 10_000, async () => {
      await a.app.liveBus.publish(event(new Date().toISOString()));
      await sleep(100);
      return heardByB.length > 0 || undefined;
    });
    stopB();
  }, 60_000);
});
