import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, APP_TOKEN, type TestApp } from './helpers/test-app.ts';
import { createMarketCalendar } from '../src/modules/markets/index.ts';
import { createFeed } from '../src/modules/live/index.ts';
import { callers } from './helpers/company-admin.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let feedSide: TestApp;
let clientSide: TestApp;
beforeAll(async () => {
  feedSide = await createTestApp({ REDIS_URL: redisUrl });
  clientSide = await createTestApp({ REDIS_URL: redisUrl });
});
afterAll(async () => {
  await feedSide.close();
  await clientSide.close();
});

describe('live data across processes', () => {
  it('a tick published by the feed in one process reaches a subscriber of another through Redis', async () => {
    await clientSide.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (clientSide.app.server.address() as AddressInfo).port;
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { app_token: APP_TOKEN },
    });
    const calendar = createMarketCalendar(feedSide.database, { mode: 'always-open' });
    const feed = createFeed({
      database: feedSide.database,
      bus: feedSide.app.liveBus,
      calendar,
      log: feedSide.app.log,
      intervalMs: 1000,
      delayMinutes: 0,
    });
    try {
      const now = new Date('2026-11-23T08:00:00Z');
      await feed.load(now);
      type Tick = { guid: string; price: number; trade_date: string };
      const got = new Promise<Tick[]>((resolve, reject) => {
        client.subscribe<{ stocks: { stocks: Tick[]; error: boolean } }>(
          { query: 'subscription { stocks { stocks { guid price trade_date } error } }' },
          { next: (msg) => msg.data && resolve(msg.data.stocks.stocks), error: reject, complete: () => {} },
        );
      });
      await new Promise((r) => setTimeout(r, 200));
      for (let i = 0; i < 3; i++) await feed.tick(new Date(now.getTime() + i * 2000));
      const ticks = await got;
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks[0]!.trade_date).toBe('2026-11-23');
      // The other process also moved its own snapshot to the live prices it heard.
      const stock = (await clientSide.api({ url: `/api/v1/stocks/${ticks[0]!.guid}/` })).json();
      expect(stock.today_live_points.trade_date).toBe('2026-11-23');
    } finally {
      await client.dispose();
    }
  });

  it('a new announcement published in one process reaches a subscriber of another through Redis', async () => {
    if (!clientSide.app.server.listening) await clientSide.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (clientSide.app.server.address() as AddressInfo).port;
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { app_token: APP_TOKEN },
    });
    try {
      type Notice = { guid: string; stock_guids: string[] };
      const got = new Promise<Notice[]>((resolve, reject) => {
        client.subscribe<{ announcements: { announcements: Notice[]; error: boolean } }>(
          { query: 'subscription { announcements { announcements { guid stock_guids } error } }' },
          { next: (msg) => msg.data && resolve(msg.data.announcements.announcements), error: reject, complete: () => {} },
        );
      });
      await new Promise((r) => setTimeout(r, 200));
      const res = await feedSide.api({
        method: 'POST',
        url: '/api/v1/announcements/',
        headers: (await callers(feedSide)).admin,
        payload: { title_ar: 'إعلان', title_en: 'Announcement', content_ar: 'نص', content_en: 'Body', announcement_type: 'NEWS' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await got).toEqual([{ guid: res.json().guid, stock_guids: [] }]);
    } finally {
      await client.dispose();
    }
  });
});
