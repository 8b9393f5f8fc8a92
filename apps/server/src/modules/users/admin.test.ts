import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserListSchema } from '@sahm/contracts/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, CLIENT, DEMO_PASSWORD, registerUser, signIn, tokenCall } from '../../../test/helpers/accounts.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await signIn(t, 'admin@sahm.demo', DEMO_PASSWORD)).access_token);
});
afterAll(() => t.close());

describe('admin user calls', () => {
  it('are for SUPER_ADMIN only: 401 anonymous, 403 naming the role otherwise', async () => {
    const anon = await t.api({ url: '/api/v1/users/' });
    expect(anon.statusCode).toBe(401);
    const basic = bearer((await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD)).access_token);
    const res = await t.api({ url: '/api/v1/users/', headers: basic, locale: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: 'You do not have the permission SUPER_ADMIN', permission: 'SUPER_ADMIN' });
    for (const [method, url] of [
      ['PATCH', '/activate'],
      ['PATCH', '/deactivate'],
      ['POST', '/request-password-reset'],
      ['GET', '/group'],
    ] as const) {
      expect((await t.api({ method, url: `/api/v1/users/${crypto.randomUUID()}${url}`, headers: basic })).statusCode).toBe(403);
    }
  });

  it('lists users paged, newest first, with search', async () => {
    const user = await registerUser(t);
    const page = adminUserListSchema.parse((await t.api({ url: '/api/v1/users/?page=1&size=2', headers: admin })).json());
    expect(page.size).toBe(2);
    expect(page.items[0]!.email).toBe(user.email);
    expect(page.total).toBeGreaterThanOrEqual(5);
    const found = adminUserListSchema.parse((await t.api({ url: `/api/v1/users/?search=${user.phone.slice(-6)}`, headers: admin })).json());
    expect(found.items.map((u) => u.guid)).toEqual([user.guid]);
    const admins = adminUserListSchema.parse((await t.api({ url: '/api/v1/users/?search=admin@sahm', headers: admin })).json());
    expect(admins.items[0]).toMatchObject({ is_admin: true, groups: ['SUPER_ADMIN'] });
  });

  it('deactivates (signing the user out and refusing sign-in) and activates again', async () => {
    const user = await registerUser(t, { verify: true });
    const off = await t.api({ method: 'PATCH', url: `/api/v1/users/${user.guid}/deactivate`, headers: admin });
    expect(off.statusCode).toBe(200);
    expect((await tokenCall(t, { grant_type: 'refresh_token', refresh_token: user.tokens.refresh_token })).statusCode).toBe(400);
    const denied = await tokenCall(t, { grant_type: 'password', username: user.email, password: user.password });
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toMatchObject({ error: 'invalid_grant', error_description: 'This account has been deactivated' });
    // A deactivated account gets no reset link either.
    await t.api({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: user.email } });
    expect((await t.api({ url: `/api/v1/dev/outbox?recipient=${encodeURIComponent(user.email)}` })).json().items).toEqual([]);

    expect((await t.api({ method: 'PATCH', url: `/api/v1/users/${user.guid}/activate`, headers: admin })).statusCode).toBe(200);
    await signIn(t, user.email, user.password);
    expect((await t.api({ method: 'PATCH', url: `/api/v1/users/${crypto.randomUUID()}/activate`, headers: admin })).statusCode).toBe(404);
  });

  it('an admin cannot deactivate or demote themself', async () => {
    const me = (await t.api({ url: '/api/v1/users/me', headers: admin })).json();
    const self = await t.api({ method: 'PATCH', url: `/api/v1/users/${me.guid}/deactivate`, headers: admin, locale: 'en' });
    expect(self.statusCode, self.body).toBe(400);
    expect(self.json().detail).toBe('You cannot deactivate your own account');
    expect((await t.api({ method: 'DELETE', url: `/api/v1/users/${me.guid}/group?name=SUPER_ADMIN`, headers: admin })).statusCode).toBe(
      400,
    );
  });

  it('sends a reset link on request', async () => {
    const user = await registerUser(t);
    const res = await t.api({ method: 'POST', url: `/api/v1/users/${user.guid}/request-password-reset`, headers: admin, locale: 'en' });
    expect(res.statusCode).toBe(200);
    const mail = (await t.api({ url: `/api/v1/dev/outbox?recipient=${encodeURIComponent(user.email)}` })).json().items;
    expect(mail[0].body).toContain('/auth/reset-password?token=');
  });

  it('manages groups; a new admin gets SUPER_ADMIN in the next token', async () => {
    const user = await registerUser(t, { verify: true });
    expect((await t.api({ url: `/api/v1/users/${user.guid}/group`, headers: admin })).json()).toEqual({ groups: [] });
    const added = await t.api({
      method: 'POST',
      url: `/api/v1/users/${user.guid}/group`,
      headers: admin,
      payload: { name: 'SUPER_ADMIN' },
    });
    expect(added.json()).toEqual({ groups: ['SUPER_ADMIN'] });
    const bad = await t.api({ method: 'POST', url: `/api/v1/users/${user.guid}/group`, headers: admin, payload: { name: 'KING' } });
    expect(bad.statusCode).toBe(422);
    const promoted = bearer((await signIn(t, user.email, user.password)).access_token);
    expect((await t.api({ url: '/api/v1/users/', headers: promoted })).statusCode).toBe(200);

    const removed = await t.api({
      method: 'DELETE',
      url: `/api/v1/users/${user.guid}/group`,
      headers: admin,
      payload: { name: 'SUPER_ADMIN' },
    });
    expect(removed.json()).toEqual({ groups: [] });
    // The old token still says SUPER_ADMIN, but the database has the last word.
    expect((await t.api({ url: '/api/v1/users/', headers: promoted })).statusCode).toBe(403);
  });
});

describe('every admin call asks the database', () => {
  // Every admin route, as the OpenAPI document names it; the test below checks none is missing.
  const adminRoutes: Array<[method: string, path: string, body?: object]> = [
    ['GET', '/api/v1/users/'],
    ['PATCH', '/api/v1/users/{guid}/activate'],
    ['PATCH', '/api/v1/users/{guid}/deactivate'],
    ['POST', '/api/v1/users/{guid}/request-password-reset'],
    ['GET', '/api/v1/users/{guid}/group'],
    ['POST', '/api/v1/users/{guid}/group', { name: 'SUPER_ADMIN' }],
    ['DELETE', '/api/v1/users/{guid}/group', { name: 'SUPER_ADMIN' }],
    ['GET', '/api/v1/subscriptions/{guid}/history'],
    ['POST', '/api/v1/subscriptions/admin/{guid}/package', { slug: 'PROFESSIONAL' }],
    ['GET', '/api/v1/subscriptions/{guid}/invoices'],
    ['PATCH', '/api/v1/markets/{guid}/status', { is_market_open: false }],
  ];

  it('knows every admin route of the API', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.summary?.includes('SUPER_ADMIN') || op.tags?.includes('users (admin)'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\/$/, '') || '/'}`),
    );
    const known = adminRoutes.map(([method, path]) => `${method} ${path.replace(/\/$/, '')}`);
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.filter((route) => !known.includes(route))).toEqual([]);
  });

  /** A fresh administrator, signed in, whose token says SUPER_ADMIN. */
  async function freshAdmin() {
    const user = await registerUser(t, { verify: true });
    expect(
      (await t.api({ method: 'POST', url: `/api/v1/users/${user.guid}/group`, headers: admin, payload: { name: 'SUPER_ADMIN' } }))
        .statusCode,
    ).toBe(200);
    const tokens = await signIn(t, user.email, user.password);
    expect((await t.api({ url: '/api/v1/users/?size=1', headers: bearer(tokens.access_token) })).statusCode).toBe(200);
    return { ...user, tokens };
  }

  async function everyRouteRefuses(accessToken: string) {
    const target = (await registerUser(t)).guid;
    const market = (await t.api({ url: '/api/v1/markets/' })).json().items[0].guid as string;
    for (const [method, path, body] of adminRoutes) {
      const url = path.replace('{guid}', path.startsWith('/api/v1/markets') ? market : target);
      const res = await t.api({ method: method as 'GET', url, headers: bearer(accessToken), payload: body, locale: 'en' });
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'permission_denied', permission: 'SUPER_ADMIN' });
    }
    // Nothing was done to the target: the trial is still its only subscription.
    expect((await t.api({ url: `/api/v1/subscriptions/${target}/history`, headers: admin })).json().items).toHaveLength(1);
  }

  it('an administrator removed from the group is refused at once, with a token that still says SUPER_ADMIN', async () => {
    const demoted = await freshAdmin();
    await t.api({ method: 'DELETE', url: `/api/v1/users/${demoted.guid}/group`, headers: admin, payload: { name: 'SUPER_ADMIN' } });
    await everyRouteRefuses(demoted.tokens.access_token);
  });

  it('a deactivated administrator is refused at once', async () => {
    const deactivated = await freshAdmin();
    expect((await t.api({ method: 'PATCH', url: `/api/v1/users/${deactivated.guid}/deactivate`, headers: admin })).statusCode).toBe(200);
    await everyRouteRefuses(deactivated.tokens.access_token);
  });

  it('an administrator who signed out is refused with that session’s token', async () => {
    const signedOut = await freshAdmin();
    const out = await t.app.inject({
      method: 'POST',
      url: '/identity/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...CLIENT, token: signedOut.tokens.refresh_token }).toString(),
    });
    expect(out.statusCode).toBe(200);
    await everyRouteRefuses(signedOut.tokens.access_token);
  });
});
