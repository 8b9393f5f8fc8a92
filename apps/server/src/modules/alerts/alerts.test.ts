import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertListSchema, alertSchema, notificationListSchema } from '@sahm/contracts/alerts';
import type { Plan } from '@sahm/contracts/identity';
import type { FeedEvent } from '../../platform/live-bus.ts';
import { bearer, DEMO_PASSWORD, refresh, registerUser, signIn } from '../../../test/helpers/accounts.ts';
import { buyRow, movePlan, pickStocks, type TestStock } from '../../../test/helpers/portfolios.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { feedStep } from '../../../test/helpers/feed-steps.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { NoticeBatch } from './control.ts';

let t: TestApp;
let stocks: TestStock[];

beforeAll(async () => {
  t = await createTestApp({ ALERTS: 'on', MARKET_CLOCK: 'always-open' });
  await t.app.alertEngine?.settled();
  stocks = await pickStocks(t, 3);
});
afterAll(() => t.close());

type User = {
  guid: string;
  email: string;
  token: string;
  call: (method: string, url: string, payload?: unknown, locale?: 'ar' | 'en') => ReturnType<TestApp['api']>;
};

async function user(plan?: Plan): Promise<User> {
  const u = await registerUser(t);
  let token = u.tokens.access_token;
  if (plan) {
    await movePlan(t, u.guid, plan);
    token = (await refresh(t, u.tokens.refresh_token)).access_token;
  }
  return {
    guid: u.guid,
    email: u.email,
    token,
    call: (method, url, payload, locale = 'en') =>
      t.api({
        method: method as 'GET',
        url: `/api/v1/alerts${url}`,
        headers: bearer(token),
        locale,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

const tick = (stock: TestStock, price: number, opts?: Parameters<typeof feedStep>[2]) => feedStep(stock.guid, price, opts);

async function feed(app: TestApp['app'], event: FeedEvent): Promise<void> {
  await app.liveBus.publish(event);
  await app.alertEngine?.settled();
}

const notifications = async (u: User, q = '') => notificationListSchema.parse((await u.call('GET', `/notifications/${q}`)).json());
const alertOf = async (u: User, guid: string) =>
  alertListSchema.parse((await u.call('GET', '/')).json()).items.find((a) => a.guid === guid);

describe('setting alerts', () => {
  it('answers 401 to a visitor', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/alerts/'],
      ['POST', '/api/v1/alerts/'],
      ['GET', '/api/v1/alerts/notifications/'],
    ] as const) {
      expect((await t.api({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(401);
    }
  });

  it('refuses what a kind does not take, field by field, in the caller’s language', async () => {
    const u = await user();
    const missing = await u.call('POST', '/', { kind: 'price_above', stock_guid: stocks[0]!.guid }, 'ar');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({ loc: ['body', 'threshold'], msg: 'أدخل المستوى الذي ينطلق عنده التنبيه' });
    const range = await u.call('POST', '/', { kind: 'change_up', stock_guid: stocks[0]!.guid, threshold: 45 });
    expect(range.statusCode).toBe(422);
    expect(range.json().detail[0].msg).toBe('Must be from 0.1 to 30');
    const noStock = await u.call('POST', '/', { kind: 'announcement' });
    expect(noStock.json().detail[0].loc).toEqual(['body', 'stock_guid']);
    const decimals = await u.call('POST', '/', { kind: 'price_above', stock_guid: stocks[0]!.guid, threshold: 10.123 });
    expect(decimals.statusCode).toBe(422);
    const unknown = await u.call('POST', '/', { kind: 'announcement', stock_guid: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const foreign = await u.call('POST', '/', {
      kind: 'portfolio_move',
      portfolio_guid: '00000000-0000-4000-8000-000000000000',
      threshold: 2,
    });
    expect(foreign.statusCode).toBe(404);
    expect(alertListSchema.parse((await u.call('GET', '/')).json()).used).toBe(0);
  });

  it("keeps to the plan's allowance, also when asked in parallel", async () => {
    const u = await user('BASIC');
    const body = { kind: 'announcement', stock_guid: stocks[0]!.guid };
    const results = await Promise.all(Array.from({ length: 8 }, () => u.call('POST', '/', body)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = results.find((r) => r.statusCode === 403)!;
    expect(refused.json()).toMatchObject({ code: 'alert_limit', limit: 5, upgrade_to: 'ADVANCE' });
    expect(refused.json().detail).toContain('ADVANCE');
    const list = alertListSchema.parse((await u.call('GET', '/')).json());
    expect(list).toMatchObject({ limit: 5, used: 5 });
    // Deleting one makes room again.
    expect((await u.call('DELETE', `/${list.items[0]!.guid}/`)).statusCode).toBe(204);
    expect((await u.call('POST', '/', body)).statusCode).toBe(201);
  });

  it('starts an alert set past its level disarmed, and others armed', async () => {
    const u = await user();
    const s = stocks[1]!;
    const past = alertSchema.parse(
      (await u.call('POST', '/', { kind: 'price_above', stock_guid: s.guid, threshold: Math.max(0.01, Math.floor(s.price / 2)) })).json(),
    );
    const ahead = alertSchema.parse(
      (await u.call('POST', '/', { kind: 'price_above', stock_guid: s.guid, threshold: Math.ceil(s.price * 2) })).json(),
    );
    expect(past.armed).toBe(false);
    expect(ahead).toMatchObject({ armed: true, active: true, cooldown_minutes: 60, channels: { email: false, push: false } });
    expect(ahead.stock?.guid).toBe(s.guid);
  });
});

describe('firing', () => {
  it('fires once per crossing, re-arms when the condition clears, and keeps the cooldown', async () => {
    const u = await user();
    const s = stocks[0]!;
    const level = Math.ceil(s.price) + 1;
    const a = alertSchema.parse(
      (await u.call('POST', '/', { kind: 'price_above', stock_guid: s.guid, threshold: level, cooldown_minutes: 5 })).json(),
    );
    await t.app.alertEngine?.settled();
    await feed(t.app, tick(s, level - 0.5));
    expect((await notifications(u)).total).toBe(0);
    await feed(t.app, tick(s, level + 0.25));
    await feed(t.app, tick(s, level + 0.5)); // still above: no second notification
    const first = await notifications(u);
    expect(first.total).toBe(1);
    expect(first.unread_count).toBe(1);
    expect(first.items[0]).toMatchObject({ kind: 'price_above', alert_guid: a.guid, link: `/dashboard/market/all-stocks/${s.guid}` });
    expect(first.items[0]!.body).toContain(`SAR ${(level + 0.25).toFixed(2)}`);
    expect((await alertOf(u, a.guid))?.armed).toBe(false);

    await feed(t.app, tick(s, level - 1)); // clears: re-armed
    expect((await alertOf(u, a.guid))?.armed).toBe(true);
    await feed(t.app, tick(s, level + 1, { minutes: 1 })); // crosses within the 5-minute cooldown
    expect((await notifications(u)).total).toBe(1);
    await feed(t.app, tick(s, level - 1, { minutes: 2 }));
    await feed(t.app, tick(s, level + 1, { minutes: 6 })); // out of the cooldown
    expect((await notifications(u)).total).toBe(2);
  });

  it('does not fire again after a restart, and fires a crossing it missed while away', async () => {
    const u = await user();
    const s = stocks[2]!;
    const level = Math.ceil(s.price) + 1;
    const fired = alertSchema.parse((await u.call('POST', '/', { kind: 'price_above', stock_guid: s.guid, threshold: level })).json());
    await t.app.alertEngine?.settled();
    await feed(t.app, tick(s, level + 1));
    expect((await notifications(u)).total).toBe(1);
    await t.app.alertEngine?.stop();
    // While no evaluator runs, a second alert is set just above the first, and the price passes it.
    const missed = alertSchema.parse((await u.call('POST', '/', { kind: 'price_above', stock_guid: s.guid, threshold: level + 1 })).json());
    expect(missed.armed).toBe(true);

    const config = loadConfig({
      APP_TOKEN: 'test-app-token',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      NODE_ENV: 'test',
      ALERTS: 'on',
      MARKET_CLOCK: 'always-open',
    });
    const again = await buildApp({ config, database: t.database, logger: false });
    try {
      await again.ready();
      await again.alertEngine?.settled();
      // The first alert's condition still holds at the first step heard: it has fired already; the second has not.
      await feed(again, tick(s, level + 2));
      const list = await notifications(u);
      expect(list.total).toBe(2);
      expect(list.items[0]).toMatchObject({ kind: 'price_above', alert_guid: missed.guid });
      await feed(again, tick(s, level - 1));
      expect((await alertOf(u, fired.guid))?.armed).toBe(true);
      expect((await notifications(u)).total).toBe(2);
    } finally {
      await again.close();
      await t.app.alertEngine?.start();
    }
  });

  it('reads change and volume against the day and the 20-day average', async () => {
    const u = await user();
    const s = stocks[1]!;
    await u.call('POST', '/', { kind: 'change_down', stock_guid: s.guid, threshold: 3 });
    await t.app.alertEngine?.settled();
    await feed(t.app, tick(s, s.price, { change: -2.99 }));
    expect((await notifications(u)).total).toBe(0);
    await feed(t.app, tick(s, s.price, { change: -3 }));
    const list = await notifications(u, '?unread=true');
    expect(list.items[0]).toMatchObject({ kind: 'change_down' });
    expect(list.items[0]!.body).toContain('-3.00%');
  });

  it('marks notifications read, one or all', async () => {
    const u = await user();
    const s = stocks[0]!;
    await u.call('POST', '/', { kind: 'change_up', stock_guid: s.guid, threshold: 1 });
    await u.call('POST', '/', { kind: 'change_up', stock_guid: s.guid, threshold: 2 });
    await t.app.alertEngine?.settled();
    await feed(t.app, tick(s, s.price, { change: 0 }));
    await feed(t.app, tick(s, s.price, { change: 2.5 }));
    const list = await notifications(u);
    expect(list.unread_count).toBe(2);
    const one = await u.call('POST', '/notifications/read/', { guids: [list.items[0]!.guid] });
    expect(one.json()).toEqual({ unread_count: 1 });
    expect((await u.call('POST', '/notifications/read/', {})).json()).toEqual({ unread_count: 0 });
    expect((await notifications(u, '?unread=true')).total).toBe(0);
  });
});

describe('delivery', () => {
  it('tells every process in the app at once, and sends the email and the web push asked for', async () => {
    const u = await user();
    const s = stocks[2]!;
    const endpoint = `https://push.example/${u.guid}`;
    expect((await u.call('GET', '/push/key/')).json().public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await u.call('POST', '/push/subscriptions/', { endpoint, keys: { p256dh: 'BNc', auth: 'x1' } })).statusCode).toBe(204);
    await u.call('POST', '/', { kind: 'change_up', stock_guid: s.guid, threshold: 4, channels: { email: true, push: true } });
    await t.app.alertEngine?.settled();
    const heard: NoticeBatch[] = [];
    const off = t.app.alertNotices.subscribe((b) => heard.push(b));
    await feed(t.app, tick(s, s.price, { change: 0 }));
    await feed(t.app, tick(s, s.price, { change: 4.5 }));
    off();
    const mine = heard.flatMap((b) => b.items).filter((n) => n.user_id === u.guid);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title.ar).toContain('ارتفاع');
    await t.app.background.settled();
    const outbox = async (recipient: string) =>
      (await t.api({ url: `/api/v1/dev/outbox?recipient=${encodeURIComponent(recipient)}` })).json().items;
    const [mail] = await outbox(u.email);
    expect(mail.subject).toBe(mine[0]!.title.ar);
    expect(mail.body).toContain('/alerts');
    const [push] = await outbox(endpoint);
    expect(push.channel).toBe('push');
    expect(JSON.parse(push.body)).toMatchObject({ title: mine[0]!.title.ar, link: mine[0]!.link });
  });

  it('fires company alerts on a new announcement and a dividend announced, not on its correction', async () => {
    const u = await user();
    const [row] = await t.database.query<{ id: string; title_en: string }>(
      `SELECT id, title_en FROM announcements ORDER BY published_at DESC LIMIT 1`,
    );
    const stockId = stocks[0]!.guid;
    await u.call('POST', '/', { kind: 'announcement', stock_guid: stockId });
    await u.call('POST', '/', { kind: 'dividend', stock_guid: stockId });
    await t.app.alertEngine?.settled();
    await t.app.newsBus.publish({ guid: row!.id, published_at: new Date().toISOString(), stock_guids: [stockId], market_guid: null });
    await t.app.alertEngine?.settled();
    const admin = bearer((await signIn(t, 'admin@sahm.demo', DEMO_PASSWORD)).access_token);
    const added = await t.api({
      method: 'POST',
      url: `/api/v1/stocks/${stockId}/dividends/`,
      headers: admin,
      payload: {
        amount: '1.2500',
        announcement_date: '2031-01-05',
        due_date: '2031-02-01',
        way: 'BANK_TRANSFER',
        year: 2030,
        period: 'ANNUAL',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const settle = async () => {
      await new Promise((r) => setTimeout(r, 50));
      await t.app.alertEngine?.settled();
    };
    await settle();
    const list = await notifications(u);
    expect(list.items.map((n) => n.kind).sort()).toEqual(['announcement', 'dividend']);
    expect(list.items.find((n) => n.kind === 'announcement')).toMatchObject({ body: row!.title_en, link: `/dashboard/news/${row!.id}` });
    expect(list.items.find((n) => n.kind === 'dividend')).toMatchObject({
      body: 'SAR 1.25 per share for ANNUAL 2030, eligibility on 2031-02-01.',
      link: `/dashboard/market/all-stocks/${stockId}/dividends`,
    });
    // A correction of the amount, and the deletion, tell the company's readers but announce nothing
    // (watched by an alert set after the announcement, so no cooldown stands in the way).
    const later = await user();
    await later.call('POST', '/', { kind: 'dividend', stock_guid: stockId });
    await t.app.alertEngine?.settled();
    const fixed = await t.api({
      method: 'PATCH',
      url: `/api/v1/stocks/${stockId}/dividends/${added.json().guid}/`,
      headers: admin,
      payload: { amount: '1.3000' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    await t.api({ method: 'DELETE', url: `/api/v1/stocks/${stockId}/dividends/${added.json().guid}/`, headers: admin });
    await settle();
    expect((await notifications(later)).total).toBe(0);
  });

  it("fires a Shariah alert when its provider's status changes, not another's, nor a record that repeats it", async () => {
    const u = await user();
    const s = stocks[1]!;
    await u.call('POST', '/', { kind: 'shariah_change', stock_guid: s.guid, provider: 'ALBILAD' });
    await t.app.alertEngine?.settled();
    const admin = await signIn(t, 'admin@sahm.demo', DEMO_PASSWORD);
    const record = (provider: string, status: string, date: string) =>
      t.api({
        method: 'POST',
        url: `/api/v1/stocks/${s.guid}/shariah/`,
        headers: bearer(admin.access_token),
        payload: { provider, status, date },
      });
    const settle = async () => {
      await new Promise((r) => setTimeout(r, 50));
      await t.app.alertEngine?.settled();
    };
    expect((await record('ALBILAD', 'MIXED', '2030-01-01')).json()).toMatchObject({ status: 'MIXED' });
    await record('ALINMA', 'NON_COMPLIANT', '2030-01-01');
    await settle();
    await record('ALBILAD', 'MIXED', '2030-01-02');
    await settle();
    const list = await notifications(u);
    expect(list.items.map((n) => n.kind)).toEqual(['shariah_change']);
    expect(list.items[0]!.body).toBe('Bank Albilad now classifies it: mixed.');
    // A visitor and a member (verified, not an administrator) cannot write classifications.
    expect(
      (
        await t.api({
          method: 'POST',
          url: `/api/v1/stocks/${s.guid}/shariah/`,
          payload: { provider: 'ALBILAD', status: 'COMPLIANT', date: '2030-01-03' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.api({
          method: 'POST',
          url: `/api/v1/stocks/${s.guid}/shariah/`,
          headers: bearer((await registerUser(t, { verify: true })).tokens.access_token),
          payload: { provider: 'ALBILAD', status: 'COMPLIANT', date: '2030-01-03' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("fires a portfolio alert when the holdings' value moves by its percent today, either way", async () => {
    const u = await user();
    const s = stocks[2]!;
    const portfolio = (
      await t.api({ method: 'POST', url: '/api/v1/portfolio/', headers: bearer(u.token), payload: { name: 'Moves' } })
    ).json().guid as string;
    const bought = await t.api({
      method: 'POST',
      url: `/api/v1/portfolio/${portfolio}/buy`,
      headers: bearer(u.token),
      payload: [buyRow(s, s.price, 10)],
    });
    expect(bought.statusCode, bought.body).toBe(201);
    // The feed moves the stock to a ratio of its previous close (the portfolio is valued at the live price).
    const [{ prev_close }] = (await t.database.query<{ prev_close: string }>(`SELECT prev_close FROM stock_quotes WHERE stock_id = $1`, [
      s.guid,
    ])) as [{ prev_close: string }];
    const moveTo = async (ratio: number) => {
      const price = Math.round(Number(prev_close) * ratio * 100) / 100;
      await feed(t.app, tick(s, price, { change: Math.round((ratio - 1) * 10000) / 100 }));
      // The stock snapshot applies the step on its own (as the evaluator's ten-second look waits in the server).
      await new Promise((r) => setTimeout(r, 200));
      await t.app.alertEngine?.checkPortfolios();
    };
    await moveTo(1);
    const a = alertSchema.parse((await u.call('POST', '/', { kind: 'portfolio_move', portfolio_guid: portfolio, threshold: 5 })).json());
    expect(a).toMatchObject({ armed: true, portfolio: { guid: portfolio, name: 'Moves' } });
    await t.app.alertEngine?.settled();
    await moveTo(0.94);
    const list = await notifications(u);
    expect(list.items.map((n) => n.kind)).toEqual(['portfolio_move']);
    expect(list.items[0]!.title).toBe('Moves: moved 5.00% or more today');
    expect(list.items[0]!.body).toMatch(/^The holdings' value changed -6\.\d\d% today\.$/);
    expect((await alertOf(u, a.guid))?.armed).toBe(false);
    await moveTo(1.01);
    expect((await alertOf(u, a.guid))?.armed).toBe(true);
  });
});
