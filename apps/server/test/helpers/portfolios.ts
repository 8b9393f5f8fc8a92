import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Plan } from '@sahm/contracts/identity';
import { stockId } from '../../src/demo/load-reference.ts';
import { bearer, DEMO_PASSWORD, refresh, registerUser, signIn } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/** A seeded trading day of the test data set (its last session). */
export const LAST_SESSION = '2026-11-19';

export const stockGuid = (symbol: string) => stockId(symbol);

export type Client = {
  guid: string;
  refreshToken?: string;
  call: (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    locale?: 'ar' | 'en',
  ) => Promise<LightMyRequestResponse>;
};

export function clientFor(t: TestApp, token: string, guid = '', refreshToken?: string): Client {
  return {
    guid,
    ...(refreshToken ? { refreshToken } : {}),
    call: (method, url, payload, locale = 'en') =>
      t.api({
        method,
        url: `/api/v1/portfolio${url}`,
        headers: bearer(token),
        locale,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** A new account (on its PROFESSIONAL trial), moved to `plan` by the admin call when given. */
export async function newClient(t: TestApp, plan?: Plan): Promise<Client> {
  const user = await registerUser(t);
  const client = clientFor(t, user.tokens.access_token, user.guid, user.tokens.refresh_token);
  if (!plan) return client;
  await movePlan(t, user.guid, plan);
  return renewed(t, client);
}

/**
 * The same user after a token refresh, whose roles carry the plan now in force (as the web client
 * refreshes after a plan change). Reads show the token's plan; writes re-read the subscription.
 */
export async function renewed(t: TestApp, c: Client): Promise<Client> {
  const tokens = await refresh(t, c.refreshToken!);
  return clientFor(t, tokens.access_token, c.guid, tokens.refresh_token);
}

export async function movePlan(t: TestApp, userGuid: string, slug: Plan): Promise<void> {
  const admin = await signIn(t, 'admin@sahm.demo', DEMO_PASSWORD);
  const res = await t.api({
    method: 'POST',
    url: `/api/v1/subscriptions/admin/${userGuid}/package`,
    headers: bearer(admin.access_token),
    payload: { slug },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function ok(res: Promise<LightMyRequestResponse> | LightMyRequestResponse, status = 200) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json();
}

/** Status and code of a refusal. */
export async function refused(res: Promise<LightMyRequestResponse>) {
  const r = await res;
  return { status: r.statusCode, code: r.json().code as string | undefined, body: r.json() };
}

/** The stock's current price (on its tick grid), as the buy form would prefill it. */
export async function priceOf(t: TestApp, symbol: string): Promise<number> {
  const s = (await t.api({ url: `/api/v1/stocks/${stockGuid(symbol)}` })).json();
  return s.today_live_points?.price ?? s.today_points.close;
}

export type TestStock = { guid: string; price: number; listing_date: string | null; market: { guid: string } };

/** Main-market stocks listed before the last session, with their current prices. */
export async function pickStocks(t: TestApp, n: number): Promise<TestStock[]> {
  const items = (await t.api({ url: '/api/v1/stocks/?size=100&order_by=symbol_code' })).json().items as (TestStock & {
    today_live_points: { price: number } | null;
    today_points: { close: number };
  })[];
  return items
    .filter((s) => s.listing_date && s.listing_date < '2025-01-01')
    .slice(0, n)
    .map((s) => ({
      guid: s.guid,
      price: s.today_live_points?.price ?? s.today_points.close,
      listing_date: s.listing_date,
      market: s.market,
    }));
}

export const buyRow = (
  stock: string | TestStock,
  price: number,
  shares: number,
  opts: { deduct?: boolean; date?: string | null } = {},
) => ({
  stock_guid: typeof stock === 'string' ? stockGuid(stock) : stock.guid,
  shares,
  price,
  buying_date: opts.date === undefined ? LAST_SESSION : opts.date,
  deduct_from_cash_flow: opts.deduct ?? false,
});
