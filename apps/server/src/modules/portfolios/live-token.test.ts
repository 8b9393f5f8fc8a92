import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import { decodeJwt } from 'jose';
import WebSocket from 'ws';
import { accessClaimsSchema } from '@sahm/contracts/identity';
import type { StockTick } from '@sahm/contracts/live';
import { APP_TOKEN, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, DEMO_PASSWORD, refresh, registerUser, signIn, tokenCall } from '../../../test/helpers/accounts.ts';
import { buyRow, clientFor, ok, pickStocks, type TestStock } from '../../../test/helpers/portfolios.ts';
import { liveUrl, openRawSocket } from '../../../test/helpers/live-socket.ts';

// Access tokens live five seconds here, so a socket outlives its token within a test.
const TTL_MS = 5000;

let t: TestApp;
let url: string;
let held: TestStock;
beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL: String(TTL_MS / 1000), MARKET_CLOCK: 'always-open' });
  url = await liveUrl(t);
  [held] = (await pickStocks(t, 1)) as [TestStock];
});
afterAll(() => t.close());

/** A user holding `held` in a portfolio, with a way to get a fresh access token. */
async function owner() {
  const user = await registerUser(t);
  let refreshToken = user.tokens.refresh_token;
  const fresh = async () => {
    const tokens = await refresh(t, refreshToken);
    refreshToken = tokens.refresh_token;
    return tokens.access_token;
  };
  const c = clientFor(t, await fresh());
  const portfolio = (await ok(c.call('POST', '/', { name: 'Live' }), 201)).guid as string;
  await ok(c.call('POST', `/${portfolio}/buy`, [buyRow(held, held.price, 10)]), 201);
  return { guid: user.guid, portfolio, fresh, refreshToken: () => refreshToken };
}

const expiryOf = (token: string) => accessClaimsSchema.parse(decodeJwt(token)).exp * 1000;

const tick = (price: number): StockTick => ({
  guid: held.guid,
  price,
  open: held.price,
  high: Math.max(price, held.price),
  low: Math.min(price, held.price),
  close: price,
  change_value: Math.round((price - held.price) * 100) / 100,
  change_ratio: 1,
  trade_volume: 1000,
  trade_value: 1000 * price,
  trade_date: '2026-11-23',
  datetime: new Date().toISOString(),
});

/** Feed steps moving the held stock every 200 ms until `until`. */
async function feedUntil(until: number) {
  for (let i = 0; Date.now() < until; i++) {
    await t.app.liveBus.publish({
      at: new Date().toISOString(),
      stocks: [tick(Math.round((held.price + (i % 7) * 0.1) * 100) / 100)],
      markets: [],
      sectors: [],
      trade_date: '2026-11-23',
    });
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function deactivate(userGuid: string) {
  const admin = await signIn(t, 'admin@sahm.demo', DEMO_PASSWORD);
  const res = await t.api({ method: 'PATCH', url: `/api/v1/users/${userGuid}/deactivate`, headers: bearer(admin.access_token) });
  expect(res.statusCode, res.body).toBe(200);
}

const performance = (guid: string) => `subscription { portfolioPerformance(guid: "${guid}") { error performance } }`;

describe('live portfolio figures end with the token', () => {
  it('stop when the token runs out (4403), and come back on a socket opened with a refreshed token', async () => {
    const me = await owner();
    let token = await me.fresh();
    const firstExpiry = expiryOf(token);
    let refused: string | null = null;
    let connection = 0;
    const closes: { code: number; reason: string; at: number }[] = [];
    const payloads: { connection: number; at: number }[] = [];
    // What the web client does: a token the server refused is refreshed before the next connection.
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 3,
      shouldRetry: () => true,
      retryWait: async () => {},
      connectionParams: async () => {
        if (refused === token) token = await me.fresh();
        return { app_token: APP_TOKEN, authorization: `Bearer ${token}` };
      },
      on: {
        connected: () => void (connection += 1),
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string };
          closes.push({ code, reason, at: Date.now() });
          if (code === 4403) refused = token;
        },
      },
    });
    try {
      client.subscribe(
        { query: performance(me.portfolio) },
        { next: () => void payloads.push({ connection, at: Date.now() }), error: () => {}, complete: () => {} },
      );
      await feedUntil(firstExpiry + 3000);
      expect(closes[0]).toMatchObject({ code: 4403, reason: 'Token expired' });
      expect(closes[0]!.at).toBeGreaterThanOrEqual(firstExpiry);
      expect(closes[0]!.at).toBeLessThan(firstExpiry + 1500);
      const first = payloads.filter((p) => p.connection === 1);
      expect(first.length).toBeGreaterThan(0);
      expect(Math.max(...first.map((p) => p.at))).toBeLessThan(firstExpiry + 200);
      // The stream resumed as the same user with the refreshed token.
      expect(connection).toBe(2);
      expect(payloads.filter((p) => p.connection === 2).length).toBeGreaterThan(0);
      expect(expiryOf(token)).toBeGreaterThan(firstExpiry);
    } finally {
      await client.dispose();
    }
  }, 30_000);

  it('end for a deactivated account when its token runs out, and it cannot come back', async () => {
    const me = await owner();
    const token = await me.fresh();
    const expiry = expiryOf(token);
    // One socket with a portfolio stream, one with public data only.
    const owned = await openRawSocket(url, { authorization: `Bearer ${token}` });
    const plain = await openRawSocket(url, { authorization: `Bearer ${token}` });
    await owned.waitFor((m) => m.type === 'connection_ack');
    await plain.waitFor((m) => m.type === 'connection_ack');
    owned.subscribe('p', performance(me.portfolio));
    plain.subscribe('s', `subscription { stock(guid: "${held.guid}") { error } }`);
    await deactivate(me.guid);
    // A token signed before the deactivation is still good for a few seconds, but opens no socket.
    const early = await openRawSocket(url, {
      authorization: `Bearer ${await t.app.accessTokens.sign(accessClaimsSchema.parse(decodeJwt(token)))}`,
    });
    expect(await early.closed).toEqual({ code: 4403, reason: 'Account deactivated' });

    await feedUntil(expiry + 1500);
    expect(await owned.closed).toEqual({ code: 4403, reason: 'Token expired' });
    expect(await plain.closed).toEqual({ code: 4403, reason: 'Account deactivated' });
    // Reconnecting needs a fresh token, which a deactivated account no longer gets.
    const renewal = await tokenCall(t, { grant_type: 'refresh_token', refresh_token: me.refreshToken() });
    expect(renewal.statusCode).toBe(400);
    expect((await openRawSocket(url, { authorization: `Bearer ${token}` }).then((s) => s.closed)).code).toBe(4403);
    expect(t.app.liveGauge).toEqual({ sockets: 0, subscriptions: 0, listeners: 0 });
  }, 30_000);

  it('leave a signed-in socket’s public streams running past the token; an owner stream asked for then closes it', async () => {
    const me = await owner();
    const token = await me.fresh();
    const expiry = expiryOf(token);
    const s = await openRawSocket(url, { authorization: `Bearer ${token}` });
    await s.waitFor((m) => m.type === 'connection_ack');
    s.subscribe('s', `subscription { stock(guid: "${held.guid}") { error stocks { price } } }`);
    await feedUntil(expiry + 1000);
    const afterExpiry = s.messages.length;
    await feedUntil(Date.now() + 600);
    expect(s.messages.length).toBeGreaterThan(afterExpiry);
    expect(s.ws.readyState).toBe(s.ws.OPEN);

    s.subscribe('p', performance(me.portfolio));
    expect(await s.closed).toEqual({ code: 4403, reason: 'Token expired' });
    expect(s.messages.some((m) => m.id === 'p' && m.type === 'next')).toBe(false);
  }, 30_000);
});
