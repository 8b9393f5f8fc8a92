import type { AccessClaims } from '@sahm/contracts/identity';

const base64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An access token shaped like the server's (the signature is not checked by the client). */
export function fakeAccessToken(overrides: Partial<AccessClaims> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const claims: AccessClaims = {
    sub: '44444444-4444-4444-8444-444444444444',
    sid: '55555555-5555-4555-8555-555555555555',
    first_name: 'نورة',
    last_name: 'القحطاني',
    email: 'noura@example.com',
    phone_number: '966512345678',
    is_mobile_verified: true,
    current_plan: 'PROFESSIONAL',
    is_admin: false,
    roles: ['PROFESSIONAL'],
    iat: now,
    exp: now + 300,
    ...overrides,
  };
  return `${base64Url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

/** Puts a session where the app keeps one (local storage = "remember me"). */
export function storeSession(access_token: string, refresh_token = 'refresh-1', remember = true): void {
  (remember ? window.localStorage : window.sessionStorage).setItem('session', JSON.stringify({ access_token, refresh_token }));
}
