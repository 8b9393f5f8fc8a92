import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, registerUser, signIn } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { registerApi } from '../src/platform/api-routes.ts';
import { installErrorHandling } from '../src/platform/error-handler.ts';
import { accessLevels, caller, installRouteAccess } from '../src/platform/route-access.ts';

/*
 * The access hook on routes of each level, called with real tokens of the test app (anonymous,
 * signed in with an unverified mobile, verified, a BASIC plan, an administrator) and the real
 * database check for administrators.
 */
let t: TestApp;
let probe: FastifyInstance;
const as: Record<string, Record<string, string>> = {};

/** A bare app with the platform's pieces as the real app wires them, borrowing the test app's token verifier and admin check. */
function bareApp(from: TestApp): FastifyInstance {
  const app = Fastify();
  installRouteAccess(app);
  app.decorate('config', from.app.config);
  app.decorate('database', from.database);
  app.decorate('verifyAccessToken', from.app.verifyAccessToken);
  app.decorate('adminCheck', from.app.adminCheck);
  app.decorateRequest('auth', null);
  installErrorHandling(app);
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
  probe = bareApp(t);
  await registerApi(
    probe,
    async (api) => {
      for (const auth of accessLevels) api.get(`/probe/${auth}`, { config: { auth } }, async () => ({ ok: true }));
      api.get('/probe/permission', { config: { auth: 'user', permission: 'CAN_VIEW_STOCK_PERFORMANCE' } }, async () => ({ ok: true }));
      api.get('/probe/caller', { config: { auth: 'user' } }, async (req) => ({ sub: caller(req).sub }));
      api.post('/probe/body', { config: { auth: 'user' } }, async () => ({ ok: true }));
    },
    {},
  );
  await probe.ready();
  const unverified = await registerUser(t);
  const verified = await registerUser(t, { verify: true });
  as.anonymous = {};
  as.unverified = bearer(unverified.tokens.access_token);
  as.verified = bearer(verified.tokens.access_token);
  as.basic = bearer((await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD)).access_token);
  as.admin = bearer((await signIn(t, 'admin@sahm.demo', DEMO_PASSWORD)).access_token);
});
afterAll(async () => {
  await probe?.close();
  await t?.close();
});

const call = (url: string, who: string, opts: { method?: 'GET' | 'POST'; payload?: string } = {}) =>
  probe.inject({
    method: opts.method ?? 'GET',
    url: `/api/v1${url}`,
    payload: opts.payload,
    headers: { 'x-app-token': t.app.config.appToken, 'accept-language': 'en', 'content-type': 'application/json', ...as[who] },
  });

const statuses = async (url: string) =>
  Object.fromEntries(await Promise.all(Object.keys(as).map(async (who) => [who, (await call(url, who)).statusCode])));

describe('route access', () => {
  it('lets anyone call a public route', async () => {
    expect(await statuses('/probe/public')).toEqual({ anonymous: 200, unverified: 200, verified: 200, basic: 200, admin: 200 });
  });

  it('asks a user route for a signed-in caller: 401 auth_required otherwise', async () => {
    expect(await statuses('/probe/user')).toEqual({ anonymous: 401, unverified: 200, verified: 200, basic: 200, admin: 200 });
    expect((await call('/probe/user', 'anonymous')).json()).toEqual({ detail: 'Authentication is required', code: 'auth_required' });
  });

  it('asks a verified route for a verified mobile: the spec’s 401 with is_mobile_verified: false otherwise', async () => {
    expect(await statuses('/probe/verified')).toEqual({ anonymous: 401, unverified: 401, verified: 200, basic: 200, admin: 200 });
    expect((await call('/probe/verified', 'unverified')).json()).toEqual({
      detail: 'Please verify your mobile number',
      code: 'mobile_unverified',
      is_mobile_verified: false,
    });
  });

  it('asks an admin route for an administrator the database confirms: 403 naming SUPER_ADMIN otherwise', async () => {
    expect(await statuses('/probe/admin')).toEqual({ anonymous: 401, unverified: 401, verified: 403, basic: 403, admin: 200 });
    expect((await call('/probe/admin', 'verified')).json()).toEqual({
      detail: 'You do not have the permission SUPER_ADMIN',
      code: 'permission_denied',
      permission: 'SUPER_ADMIN',
    });
  });

  it('asks for the route’s permission in the token: 403 naming it otherwise', async () => {
    // A new account's trial is PROFESSIONAL (the permission is in it); BASIC has no stock performance.
    expect(await statuses('/probe/permission')).toEqual({ anonymous: 401, unverified: 200, verified: 200, basic: 403, admin: 200 });
    expect((await call('/probe/permission', 'basic')).json()).toEqual({
      detail: 'You do not have the permission CAN_VIEW_STOCK_PERFORMANCE',
      code: 'permission_denied',
      permission: 'CAN_VIEW_STOCK_PERFORMANCE',
    });
  });

  it('refuses before the body is read, and hands the handler the caller', async () => {
    expect((await call('/probe/body', 'anonymous', { method: 'POST', payload: '{not json' })).statusCode).toBe(401);
    expect((await call('/probe/body', 'verified', { method: 'POST', payload: '{not json' })).statusCode).toBe(400);
    const me = await t.api({ url: '/api/v1/users/me/', headers: as.verified });
    expect((await call('/probe/caller', 'verified')).json()).toEqual({ sub: me.json().guid });
  });

  it('holds on the real routes: an admin route of a module refuses a signed-in user', async () => {
    const market = (await t.api({ url: '/api/v1/markets/' })).json().items[0].guid as string;
    const patch = (who: string) =>
      t.api({ method: 'PATCH', url: `/api/v1/markets/${market}/status/`, headers: as[who], payload: { is_market_open: true } });
    expect((await patch('anonymous')).statusCode).toBe(401);
    expect((await patch('basic')).json()).toMatchObject({ code: 'permission_denied', permission: 'SUPER_ADMIN' });
    expect((await patch('admin')).statusCode).toBe(200);
  });
});

describe('start-up check', () => {
  const starting = async (declare: (app: FastifyInstance) => void) => {
    const app = bareApp(t);
    try {
      declare(app);
      await app.ready();
    } finally {
      await app.close();
    }
  };

  it('refuses a route under /api/v1 or at /graphql that does not say who may call it', async () => {
    await expect(starting((app) => app.get('/api/v1/forgotten', async () => ({})))).rejects.toThrow(
      "GET /api/v1/forgotten does not say who may call it: add config: { auth: 'public' | 'user' | 'verified' | 'admin' }",
    );
    await expect(
      starting((app) => app.register(async (api) => void api.post('/forgotten', async () => ({})), { prefix: '/api/v1' })),
    ).rejects.toThrow('POST /api/v1/forgotten does not say');
    await expect(starting((app) => app.post('/graphql', async () => ({})))).rejects.toThrow('POST /graphql does not say');
    // A level that is not one of the four is no declaration either.
    const sloppy = { auth: 'anyone' } as unknown as { auth: 'public' };
    await expect(starting((app) => app.get('/api/v1/sloppy', { config: sloppy }, async () => ({})))).rejects.toThrow('does not say');
  });

  it('refuses a public route that asks for a permission, and admin routes without the database check', async () => {
    await expect(
      starting((app) => app.get('/api/v1/odd', { config: { auth: 'public', permission: 'CAN_VIEW_SHAREHOLDERS' } }, async () => ({}))),
    ).rejects.toThrow('GET /api/v1/odd asks for CAN_VIEW_SHAREHOLDERS but is public');
    const withoutCheck = Fastify();
    installRouteAccess(withoutCheck);
    withoutCheck.get('/api/v1/admin-only', { config: { auth: 'admin' } }, async () => ({}));
    await expect(withoutCheck.ready()).rejects.toThrow('admin routes need app.adminCheck');
    await withoutCheck.close();
  });

  it('leaves routes outside the API alone', async () => {
    await expect(starting((app) => app.get('/identity/elsewhere', async () => ({})))).resolves.toBeUndefined();
  });
});
