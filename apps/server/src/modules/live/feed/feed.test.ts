import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { stockListSchema, stockPointsSchema } from '@sahm/contracts/stocks';
import { marketPointsSchema } from '@sahm/contracts/markets';
import { createTestApp, APP_TOKEN, type TestApp } from '../../../../test/helpers/test-app.ts';
import { createMarketCalendar } from '../../markets/index.ts';
import type { FeedEvent } from '../../../platform/live-bus.ts';
import { createFeed } from './runner.ts';

/** A repeatable random source, so a failure can be replayed. */
const seeded = (seed: number) => {
  let x = seed;
  return () => (x = (x * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
};

// Riyadh is UTC+3: 08:00Z is 11:00, in Monday's session; 12:30Z is 15:30, after it.
const monday = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00Z`);

let t: TestApp;
let feed: ReturnType<typeof createFeed>;
let mainGuid: string;
let aramco: string;
const events: FeedEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const calendar = createMarketCalendar(t.database, { mode: 'exchange' });
  feed = createFeed({
    database: t.database,
    bus: t.app.liveBus,
    calendar,
    log: t.app.log,
    intervalMs: 1000,
    delayMinutes: 0,
    random: seeded(7),
  });
  t.app.liveBus.subscribe((e) => events.push(e));
  const markets = (await t.api({ url: '/api/v1/markets/' })).json().items as { guid: string; code: string }[];
  mainGuid = markets.find((m) => m.code === 'TASI')!.guid;
  aramco = stockListSchema.parse((await t.api({ url: '/api/v1/stocks/?search=2222' })).json()).items[0]!.guid;
});
afterAll(() => t.close());

describe('the trading calendar', () => {
  it('knows a session day, a Friday and a holiday, in Riyadh time', async () => {
    const cal = t.app.calendar;
    const open = await cal.status('en', mainGuid, monday('08:00'));
    expect(open).toMatchObject({
      is_market_open: true,
      is_market_holiday: false,
      market_start_time: '10:00',
      market_end_time: '15:00',
      trade_date: '2026-11-23',
      last_trade_date: '2026-11-22',
      last_close_at: '2026-11-22T15:00:00.000+03:00',
      next_open_at: '2026-11-24T10:00:00.000+03:00',
    });
    const morning = await cal.status('en', mainGuid, monday('06:00'));
    expect(morning).toMatchObject({ is_market_open: false, next_open_at: '2026-11-23T10:00:00.000+03:00' });
    const evening = await cal.status('en', mainGuid, monday('12:30'));
    expect(evening).toMatchObject({
      is_market_open: false,
      last_trade_date: '2026-11-23',
      last_close_at: '2026-11-23T15:00:00.000+03:00',
      next_open_at: '2026-11-24T10:00:00.000+03:00',
    });
    const friday = await cal.status('en', mainGuid, new Date('2026-11-20T08:00:00Z'));
    expect(friday).toMatchObject({
      is_market_open: false,
      is_market_holiday: true,
      holiday_name: null,
      last_trade_date: '2026-11-19',
      last_close_at: '2026-11-19T15:00:00.000+03:00',
      next_open_at: '2026-11-22T10:00:00.000+03:00',
    });
    const foundingDay = await cal.status('ar', mainGuid, new Date('2026-02-22T08:00:00Z'));
    expect(foundingDay).toMatchObject({ is_market_open: false, is_market_holiday: true, holiday_name: 'يوم التأسيس' });
    // Just before midnight UTC on Thursday is already Friday in Riyadh.
    expect((await cal.status('en', mainGuid, new Date('2026-11-19T21:30:00Z'))).trade_date).toBe('2026-11-20');
  });

  it("takes an administrator's override of a day", async () => {
    const admin = (
      await t.app.inject({
        method: 'POST',
        url: '/identity/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload:
          'grant_type=password&username=admin%40sahm.demo&password=Sahm-demo-2026&client_id=sahm-web&client_secret=sahm-web-dev-secret',
      })
    ).json().access_token;
    const body = { date: '2026-12-01', is_market_open: false };
    expect((await t.api({ method: 'PATCH', url: `/api/v1/markets/${mainGuid}/status/`, payload: body })).statusCode).toBe(401);
    const res = await t.api({
      method: 'PATCH',
      url: `/api/v1/markets/${mainGuid}/status/`,
      payload: body,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.calendar.session(mainGuid, '2026-12-01')).isTradingDay).toBe(false);
    expect((await t.api({ url: `/api/v1/markets/${crypto.randomUUID()}/status/` })).statusCode).toBe(404);
  });
});

describe('the market feed', () => {
  it('fills in sessions missed while it was not running', async () => {
    await feed.load(monday('08:00'));
    const bars = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM stock_price_points WHERE trade_date = '2026-11-22'`);
    expect(bars[0]!.n).toBeGreaterThan(300);
    const index = await t.database.query(`SELECT 1 FROM index_points WHERE trade_date = '2026-11-22'`);
    expect(index).toHaveLength(2);
    // The filled-in session also gets a day chart, drawn through its daily bar.
    const day = stockPointsSchema.parse((await t.api({ url: `/api/v1/stocks/${aramco}/points/?period=day` })).json());
    expect(day.items.length).toBe(61);
    expect(new Set(day.items.map((p) => p.trade_date))).toEqual(new Set(['2026-11-22']));
    const week = stockPointsSchema.parse((await t.api({ url: `/api/v1/stocks/${aramco}/points/?period=week` })).json());
    const bar = week.items.find((p) => p.trade_date === '2026-11-22')!;
    expect(day.items[0]!.close).toBe(bar.open);
    expect(day.items.at(-1)!.close).toBe(bar.close);
  });

  it('moves prices while the market is open, publishes them and keeps the quotes current', async () => {
    const before = events.length;
    for (let i = 0; i < 5; i++) await feed.tick(new Date(monday('08:00').getTime() + i * 2000));
    const mine = events.slice(before);
    expect(mine).toHaveLength(5);
    expect(mine[0]!.stocks.length).toBeGreaterThan(50);
    expect(mine[0]!.markets.map((m) => m.guid)).toContain(mainGuid);
    const tick = mine[0]!.stocks[0]!;
    expect(tick.trade_date).toBe('2026-11-23');
    // Quotes are written every ten seconds; the first step's are in.
    const quote = await t.database.query<{ trade_date: string }>(
      `SELECT trade_date::text AS trade_date FROM stock_quotes WHERE stock_id = $1`,
      [tick.guid],
    );
    expect(quote[0]!.trade_date).toBe('2026-11-23');
    // This process's list shows the live price at once.
    const listed = stockListSchema.parse((await t.api({ url: `/api/v1/stocks/?search=${encodeURIComponent(tick.guid)}` })).json());
    expect(listed).toBeDefined();
    const day = marketPointsSchema.parse((await t.api({ url: `/api/v1/markets/${mainGuid}/points/?period=day` })).json());
    expect(day.items.length).toBeGreaterThan(0);
    expect(day.today_live_points?.trade_date).toBe('2026-11-23');
  });

  it('delivers a stock subscription over graphql-ws', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { app_token: APP_TOKEN, locale: 'en' },
    });
    try {
      const received = new Promise<{ stocks: { guid: string; price: number }[]; error: boolean }>((resolve, reject) => {
        client.subscribe<{ stocks: { stocks: { guid: string; price: number }[]; error: boolean } }>(
          { query: `subscription { stocks(market_guid: "${mainGuid}") { stocks { guid price change_ratio datetime } error } }` },
          { next: (msg) => msg.data && resolve(msg.data.stocks), error: reject, complete: () => {} },
        );
      });
      // Give the subscription a moment to register, then step the feed until something arrives.
      await new Promise((r) => setTimeout(r, 100));
      for (let i = 0; i < 3; i++) await feed.tick(new Date(monday('08:01').getTime() + i * 2000));
      const payload = await received;
      expect(payload.error).toBe(false);
      expect(payload.stocks.length).toBeGreaterThan(0);
    } finally {
      await client.dispose();
    }
  });

  it("writes the day's close when the session ends, and the history carries on", async () => {
    await feed.tick(monday('12:30'));
    const bars = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM stock_price_points WHERE trade_date = '2026-11-23'`);
    expect(bars[0]!.n).toBeGreaterThan(300);
    // Readers pick the close up once the data version they check (at most a second apart) moves.
    const lastOfWeek = async () =>
      stockPointsSchema.parse((await t.api({ url: `/api/v1/stocks/${aramco}/points/?period=week` })).json()).items.at(-1)!.trade_date;
    await expect.poll(lastOfWeek, { timeout: 5000, interval: 250 }).toBe('2026-11-23');
    // Nothing moves once closed.
    const before = events.length;
    await feed.tick(monday('12:31'));
    expect(events.length).toBe(before);
  });
});
