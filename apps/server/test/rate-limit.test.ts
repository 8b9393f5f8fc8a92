import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { CLIENT, form } from './helpers/accounts.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let a: TestApp;
let b: TestApp;
let c: TestApp;
let d: TestApp;
beforeAll(async () => {
  a = await createTestApp({ REDIS_URL: redisUrl, RATE_LIMIT_PER_MINUTE: '3' });
  b = await createTestApp({ REDIS_URL: redisUrl, RATE_LIMIT_PER_MINUTE: '3' });
  c = await createTestApp({ REDIS_URL: redisUrl });
  d = await createTestApp({ REDIS_URL: redisUrl });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await c.close();
  await d.close();
});

describe('rate limits with Redis', () => {
  it('shares one budget across server processes and answers 429 in the caller’s language', async () => {
    // A fresh client address per run, so counters left by an earlier run do not interfere.
    const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const call = (t: TestApp) => t.api({ url: '/api/v1/markets', locale: 'en', remoteAddress: ip });
    expect((await call(a)).statusCode).toBe(200);
    expect((await call(b)).statusCode).toBe(200);
    expect((await call(a)).statusCode).toBe(200);
    const limited = await call(b);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many requests; try again in \d+s$/);
  });
});

describe('sign-in throttling with Redis', () => {
  // Fresh names and addresses per run: Redis keeps the counts of earlier runs for a quarter hour.
  const address = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
  const wrong = (t: TestApp, username: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/identity/token',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...CLIENT, grant_type: 'password', username, password: 'wrong-password' }),
    });

  it("counts an account's failures across processes", async () => {
    const username = `nobody.${randomInt(1e9)}@example.com`;
    const ip = address();
    const fail = (t: TestApp) => wrong(t, username, ip);
    const statuses = [];
    for (const t of [c, d, c, d, c, d]) statuses.push((await fail(t)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts parallel attempts on two processes before checking any password', async () => {
    const username = `nobody.${randomInt(1e9)}@example.com`;
    const ip = address();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => wrong(i % 2 ? c : d, username, ip)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });
});
