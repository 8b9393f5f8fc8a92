import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { CLIENT, DEMO_PASSWORD, form, registration } from './helpers/accounts.ts';
import { signInLimits } from '../src/modules/identity/index.ts';
import { registrationsPerAddressPerHour } from '../src/modules/users/index.ts';
import { publicFormLimits } from '../src/modules/public-forms/index.ts';

let n = 0;
/** A different made-up client address on every call, as a script rotating the header would send. */
const forged = () => ({ 'x-forwarded-for': `198.51.${Math.floor(++n / 250) % 250}.${(n % 250) + 1}` });

describe('without TRUST_PROXY, X-Forwarded-For names nobody', () => {
  let limited: TestApp;
  let t: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    t = await createTestApp();
  });
  afterAll(async () => {
    await limited.close();
    await t.close();
  });

  it('rotating the header does not get round the API rate limit', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await limited.api({ url: '/api/v1/markets', headers: forged(), remoteAddress: '10.5.0.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('nor the per-address limits on sign-in, registration and the public forms', async () => {
    const socket = '10.5.0.2';
    for (let i = 0; i < signInLimits.perAddress; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/identity/token',
        remoteAddress: socket,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...forged() },
        payload: form({ ...CLIENT, grant_type: 'password', username: `spray${i}@example.com`, password: 'wrong-password' }),
      });
      expect(res.statusCode).toBe(401);
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/identity/token',
      remoteAddress: socket,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...forged() },
      payload: form({ ...CLIENT, grant_type: 'password', username: 'one-more@example.com', password: 'wrong-password' }),
    });
    expect(signIn.statusCode).toBe(429);

    for (let i = 0; i < registrationsPerAddressPerHour; i++) {
      const res = await t.api({ method: 'POST', url: '/api/v1/users/', payload: registration(), remoteAddress: socket, headers: forged() });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(
      (await t.api({ method: 'POST', url: '/api/v1/users/', payload: registration(), remoteAddress: socket, headers: forged() }))
        .statusCode,
    ).toBe(429);

    const newsletter = (i: number) =>
      t.api({
        method: 'POST',
        url: '/api/v1/integrations/getresponse/subscribe',
        payload: { email: `reader.${i}@example.com` },
        remoteAddress: socket,
        headers: forged(),
      });
    for (let i = 0; i < publicFormLimits.newsletter.perAddress; i++) expect((await newsletter(i)).statusCode).toBe(200);
    expect((await newsletter(99)).statusCode).toBe(429);
  });

  it('records the socket’s address on a new session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/token',
      remoteAddress: '10.5.0.3',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' },
      payload: form({ ...CLIENT, grant_type: 'password', username: 'basic@sahm.demo', password: DEMO_PASSWORD }),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.query<{ ip_address: string }>(
      `SELECT s.ip_address FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'basic@sahm.demo'
        ORDER BY s.created_at DESC LIMIT 1`,
    );
    expect(row!.ip_address).toBe('10.5.0.3');
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    // inject's own address stands for the proxy.
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('counts the client the proxy names, and ignores the header from anyone else', async () => {
    const viaProxy = (client: string) => t.api({ url: '/api/v1/markets', headers: { 'x-forwarded-for': client } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await viaProxy(`203.0.113.${i + 1}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    for (let i = 0; i < 3; i++) expect((await viaProxy('203.0.113.50')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.50')).statusCode).toBe(429);

    const direct = [];
    for (let i = 0; i < 4; i++)
      direct.push((await t.api({ url: '/api/v1/markets', headers: forged(), remoteAddress: '10.6.0.1' })).statusCode);
    expect(direct).toEqual([200, 200, 200, 429]);
  });
});
