import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { AlertNotice } from '@sahm/contracts/alerts';
import { bearer, registerUser } from '../../../test/helpers/accounts.ts';
import { pickStocks, type TestStock } from '../../../test/helpers/portfolios.ts';
import { APP_TOKEN, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { feedStep } from '../../../test/helpers/feed-steps.ts';

let t: TestApp;
let url: string;
let stock: TestStock;
const sockets: WsClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ ALERTS: 'on', MARKET_CLOCK: 'always-open' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/graphql`;
  [stock] = (await pickStocks(t, 1)) as [TestStock];
});
afterAll(async () => {
  for (const s of sockets) await s.dispose();
  await t.close();
});

const socket = (token?: string, locale = 'en') => {
  const s = createClient({
    url,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    connectionParams: { app_token: APP_TOKEN, locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  sockets.push(s);
  return s;
};

type Payload = {
  data?: { alertNotifications: { notice: AlertNotice | null; error: boolean } };
  errors?: { extensions?: { code?: string } }[];
};
const listen = (client: WsClient) => {
  const got: Payload[] = [];
  client.subscribe(
    { query: 'subscription { alertNotifications { notice error } }' },
    { next: (m) => got.push(m as Payload), error: (e) => got.push({ errors: e as Payload['errors'] }), complete: () => {} },
  );
  return got;
};

const tick = (price: number) => t.app.liveBus.publish(feedStep(stock.guid, price));

describe('notifications over the live socket', () => {
  it('reaches the owner at once, in the socket’s language, with the unread count, and no one else', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const level = Math.ceil(stock.price) + 1;
    const created = await t.api({
      method: 'POST',
      url: '/api/v1/alerts/',
      headers: bearer(owner.tokens.access_token),
      payload: { kind: 'price_above', stock_guid: stock.guid, threshold: level },
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.app.alertEngine?.settled();

    const mine = listen(socket(owner.tokens.access_token, 'en'));
    const theirs = listen(socket(other.tokens.access_token, 'ar'));
    const visitor = listen(socket());
    await new Promise((r) => setTimeout(r, 300));
    await tick(level - 1);
    await tick(level + 1);
    await t.app.alertEngine?.settled();
    for (let i = 0; i < 30 && !mine.length; i++) await new Promise((r) => setTimeout(r, 100));

    expect(mine).toHaveLength(1);
    const notice = mine[0]!.data!.alertNotifications.notice!;
    expect(notice.unread_count).toBe(1);
    expect(notice.notification).toMatchObject({ kind: 'price_above', alert_guid: created.json().guid, read_at: null });
    expect(notice.notification.title).toContain(`price above SAR ${level}.00`);
    expect(theirs).toHaveLength(0);
    expect(visitor[0]?.errors?.[0]?.extensions?.code).toBe('auth_required');
  });
});
