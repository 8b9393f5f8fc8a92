import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TokenResponse } from '@sahm/contracts/identity';
import type { TestApp } from './test-app.ts';

export const CLIENT = { client_id: 'sahm-web', client_secret: 'sahm-web-dev-secret' };
export const DEMO_PASSWORD = 'Sahm-demo-2026';

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A valid Saudi mobile nobody else in this database has. */
export const freshPhone = () => `9665${[0, 1, 3, 4, 5, 6, 7, 8, 9][randomInt(9)]}${String(randomInt(10_000_000)).padStart(7, '0')}`;

export function tokenCall(t: TestApp, fields: Record<string, string>, locale: 'ar' | 'en' = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/identity/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': locale },
    payload: form({ ...CLIENT, ...fields }),
  });
}

export async function signIn(t: TestApp, username: string, password: string): Promise<TokenResponse> {
  const res = await tokenCall(t, { grant_type: 'password', username, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function refresh(t: TestApp, refreshToken: string): Promise<TokenResponse> {
  const res = await tokenCall(t, { grant_type: 'refresh_token', refresh_token: refreshToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The newest code texted to a phone, read from the outbox as the web journeys do. */
export async function lastCode(t: TestApp, phone: string): Promise<string> {
  const res = await t.api({ url: `/api/v1/dev/outbox?recipient=${phone}&size=1` });
  const body = res.json().items[0]?.body as string | undefined;
  const code = body?.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

export type Registered = { email: string; phone: string; password: string; guid: string; tokens: TokenResponse };

export const registration = (overrides: Record<string, string> = {}) => ({
  first_name: 'Reem',
  last_name: 'Alharbi',
  email: `reem.${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct horse 1',
  phone_number: freshPhone(),
  age: 'AGE_18_30',
  investment_experience: 'LOW',
  annual_investment: 'FROM_1K_TO_20K',
  ...overrides,
});

/** Registers and signs in; with verify, also enters the texted code and refreshes the token. */
export async function registerUser(t: TestApp, opts: { verify?: boolean; locale?: 'ar' | 'en'; ip?: string } = {}): Promise<Registered> {
  const payload = registration();
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/users/',
    payload,
    locale: opts.locale,
    remoteAddress: opts.ip ?? `10.1.${randomInt(255)}.${randomInt(255)}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  let tokens = await signIn(t, payload.email, payload.password);
  if (opts.verify) {
    const code = await lastCode(t, payload.phone_number);
    const ok = await t.api({
      method: 'PUT',
      url: '/api/v1/users/verify-otp',
      headers: bearer(tokens.access_token),
      payload: { code, type: 'REGISTRATION' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    tokens = await refresh(t, tokens.refresh_token);
  }
  return { email: payload.email, phone: payload.phone_number, password: payload.password, guid: res.json().guid, tokens };
}
