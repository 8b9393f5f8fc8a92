import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import pg from 'pg';
import pino from 'pino';
import { openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { memoryBus } from '../src/platform/live-bus.ts';
import { createFeed, feedLock } from '../src/modules/live/index.ts';
import { createMarketCalendar } from '../src/modules/markets/index.ts';
import { translate } from '../src/platform/messages.ts';
import { testSeedProfile } from './helpers/profile.ts';
import { freePort, postgresBin, startPrivatePostgres, type PrivatePostgres } from './helpers/private-services.ts';

/**
 * The whole server (src/main.ts, with its market feed) as its own process on a PostgreSQL server
 * of this test's own, which the test stops for longer than any timeout inside the server and
 * starts again. The process must keep answering, say 503 while the database is away, and carry on
 * by itself when it is back.
 */
const bin = postgresBin();
const serverRoot = path.resolve(import.meta.dirname, '..');
const APP_TOKEN = 'outage-test-token';

if (!bin) console.warn('outage-postgres.test.ts: skipped, no PostgreSQL server binaries under /usr/lib/postgresql');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

describe.skipIf(!bin)('a PostgreSQL outage', () => {
  let postgres: PrivatePostgres;
  let server: ChildProcess;
  let base: string;
  let dataDir: string;
  const logs: Record<string, unknown>[] = [];
  let exited: string | undefined;
  let live: Client;
  const ticks: number[] = [];

  beforeAll(async () => {
    postgres = await startPrivatePostgres(bin!);
    // The history runs to the last completed session, so the feed has no missed days to fill in.
    const database = await openDatabase({ url: postgres.url, poolSize: 4 });
    await prepareDatabase(database, {
      seedDemo: true,
      demoAccounts: true,
      log: () => {},
      profile: { historyStart: testSeedProfile.historyStart },
    });
    await database.close();

    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahm-outage-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: postgres.url,
        DATABASE_POOL_SIZE: '4',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: '/nonexistent',
        APP_TOKEN,
        LOG_LEVEL: 'info',
        MARKET_CLOCK: 'always-open',
        FEED_INTERVAL_MS: '300',
      },
    });
    let pending = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        try {
          logs.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // The start-up banner is plain text.
        }
      }
    });
    let stderr = '';
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    server.once('exit', (code, signal) => (exited = `exit ${code ?? signal}: ${stderr.slice(-2000)}`));
    await until('the server to be ready', 90_000, async () => {
      if (exited) throw new Error(exited);
      return (await fetch(`${base}/readyz`)).ok || undefined;
    }).catch((err: Error) => {
      throw new Error(`${err.message}\n${exited ?? ''}`);
    });

    live = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { app_token: APP_TOKEN },
      retryAttempts: 0,
    });
    live.subscribe(
      { query: 'subscription { stocks { stocks { guid } error } }' },
      { next: () => ticks.push(Date.now()), error: () => {}, complete: () => {} },
    );
  }, 180_000);

  afterAll(async () => {
    await live?.dispose();
    if (server && server.exitCode === null && server.signalCode === null) {
      const gone = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([gone, sleep(15_000)]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
    await postgres?.dispose();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (url: string, init: RequestInit & { locale?: 'ar' | 'en' } = {}) =>
    fetch(`${base}${url}`, { ...init, headers: { 'x-app-token': APP_TOKEN, 'accept-language': init.locale ?? 'ar', ...init.headers } });

  const signIn = (username: string) =>
    call('/identity/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username,
        password: 'Sahm-demo-2026',
        client_id: 'sahm-web',
        client_secret: 'sahm-web-dev-secret',
      }).toString(),
    }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);

  it('keeps answering, says 503 while the database is away, and recovers by itself', async () => {
    const token = await signIn('basic@sahm.demo');
    const professional = await signIn('professional@sahm.demo');
    // The tools' reads and writes: served from memory (200) or refused as unavailable (503), never a 500 or a hang.
    const toolCalls: [string, RequestInit][] = [
      ['/api/v1/screener/stocks/?fields=price&price__gte=10', {}],
      ['/api/v1/screener/fields/', {}],
      ['/api/v1/stocks/comparisons/.config', {}],
      ['/api/v1/stock-capital-expectations/?page=1&size=10', {}],
      ['/api/v1/announcements/?page=1&size=10', {}],
      ['/api/v1/alerts/', {}],
      ['/api/v1/alerts/notifications/', {}],
      [
        '/api/v1/users/favorite-comparisons',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ add: ['revenue'] }) },
      ],
    ];
    // A portfolio's income, faith and returns reads and its exports, each of which settles the portfolio first (a write).
    const portfolios = (await (await call('/api/v1/portfolio/', { headers: { authorization: `Bearer ${professional}` } })).json()) as {
      items: { guid: string }[];
    };
    const p = `/api/v1/portfolio/${portfolios.items[0]!.guid}`;
    const year = new Date().getUTCFullYear();
    for (const path of [
      '/dividends/',
      `/purification/?year=${year}`,
      `/purification/statement/?year=${year}&format=csv`,
      '/zakat/?method=trading',
      '/zakat/?method=investment_net_assets',
      '/overview/',
      '/performance/benchmark/?period=year',
      '/export/holdings/?format=csv',
      '/export/cash-transactions/?format=xlsx',
    ])
      toolCalls.push([p + path, {}]);
    const me = (locale: 'ar' | 'en') => call('/api/v1/users/me', { locale, headers: { authorization: `Bearer ${token}` } });
    expect((await me('en')).status).toBe(200);
    const ready = await (await fetch(`${base}/readyz`)).json();
    expect(ready).toMatchObject({ status: 'ready', database: { kind: 'postgres', state: 'up' } });
    await until('the feed to tick', 20_000, async () => ticks.length > 0 || undefined);

    await postgres.stop();
    const stoppedAt = Date.now();
    // Longer than any timeout or retry inside the server: it must still be here at the end.
    while (Date.now() - stoppedAt < 11_000) {
      expect(exited).toBeUndefined();
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      await sleep(500);
    }

    for (const locale of ['en', 'ar'] as const) {
      const started = Date.now();
      const res = await me(locale);
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(6000);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ detail: translate(locale, 'temporarilyUnavailable') });
    }
    for (const [url, init] of toolCalls) {
      const started = Date.now();
      const res = await call(url, { ...init, locale: 'en', headers: { ...init.headers, authorization: `Bearer ${professional}` } });
      expect([200, 503], `${url} while the database is away`).toContain(res.status);
      expect(Date.now() - started).toBeLessThan(6000);
      if (res.status === 503) expect(await res.json()).toEqual({ detail: translate('en', 'temporarilyUnavailable') });
    }
    const down = await fetch(`${base}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'unavailable', database: { kind: 'postgres', state: 'down' } });
    const ticksWhileDown = ticks.length;

    await postgres.start();
    const back = await until('the API to answer again', 20_000, async () => {
      const res = await me('en');
      return res.status === 200 ? res : undefined;
    });
    expect((await back.json()) as object).toMatchObject({ email: 'basic@sahm.demo' });
    await until('/readyz to say ready', 10_000, async () => ((await fetch(`${base}/readyz`)).status === 200 ? true : undefined));
    // The feed takes its lock again and steps on: ticks reach the subscriber once more.
    await until('the feed to tick again', 45_000, async () => ticks.length > ticksWhileDown + 2 || undefined);
    expect(exited).toBeUndefined();

    // The operator reads one line when the database goes and one when it is back, not one per request.
    const messages = logs.map((l) => String(l.msg));
    expect(messages.filter((m) => m === 'database unavailable')).toHaveLength(1);
    expect(messages.filter((m) => m === 'database is back')).toHaveLength(1);
    expect(messages).toContain('market feed lost its lock; stepping down');
    expect(messages.filter((m) => m === 'market feed running').length).toBeGreaterThanOrEqual(2);
    expect(logs.filter((l) => l.msg === 'unhandled rejection')).toEqual([]);
  }, 120_000);

  it('hands the feed over when its lock connection dies, and takes it back when the other lets go', async () => {
    const database = await openDatabase({ url: postgres.url, poolSize: 2 });
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(String((JSON.parse(line) as { msg: string }).msg)) });
    const calendar = createMarketCalendar(database, { mode: 'always-open' });
    const other = createFeed({ database, bus: memoryBus(), calendar, log, intervalMs: 300, delayMinutes: 0, lockRetryMs: 300 });
    const lost = () => logs.filter((l) => l.msg === 'market feed lost its lock; stepping down').length;
    const lostBefore = lost();
    try {
      // The server leads: this feed waits for the lock.
      await other.start();
      expect(lines).not.toContain('market feed running');

      // Cut the leader's lock connection, as a network fault or an administrator would.
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      const cut = await admin.query(
        `SELECT pg_terminate_backend(pid) AS ok FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND objsubid = 1 AND granted`,
        [feedLock],
      );
      await admin.end();
      expect(cut.rows).toEqual([{ ok: true }]);

      await until('the other feed to lead', 30_000, async () => lines.includes('market feed running') || undefined);
      await until('the server to step down', 5_000, async () => lost() > lostBefore || undefined);
      // Stepped down, not gone: the server answers and its subscribers hear no steps of its own.
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      await sleep(500);
      const quiet = ticks.length;
      await sleep(1500);
      expect(ticks.length).toBe(quiet);

      // The other feed lets go; the server, still retrying, takes the lock and steps again.
      await other.stop();
      await until('the server to tick again', 45_000, async () => ticks.length > quiet + 2 || undefined);
      expect(exited).toBeUndefined();
    } finally {
      await other.stop();
      await database.close();
    }
  }, 120_000);
});
