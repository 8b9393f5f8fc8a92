import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { accessClaimsSchema } from '@sahm/contracts/identity';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, DEMO_PASSWORD, refresh, registerUser, signIn, tokenCall } from '../../../test/helpers/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.api({ url: '/api/v1/users/me', headers: bearer(token) });

describe('POST /identity/token, password grant', () => {
  it('issues a signed access token with the user fields and roles, and a refresh token', async () => {
    const tokens = await signIn(t, 'advance@sahm.demo', DEMO_PASSWORD);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);
    const claims = accessClaimsSchema.parse(decodeJwt(tokens.access_token));
    expect(claims).toMatchObject({ email: 'advance@sahm.demo', current_plan: 'ADVANCE', is_admin: false, is_mobile_verified: true });
    expect(claims.exp - claims.iat).toBe(300);
    expect(claims.roles).toContain('ADVANCE');
    expect(claims.roles).toContain('CAN_ADD_PROTFOLIO_STOCKS_FIFTEEN');
    expect(claims.roles).not.toContain('SUPER_ADMIN');

    // Anyone can check the signature with the published keys.
    const jwks = (await t.app.inject({ url: '/identity/.well-known/jwks.json' })).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, createLocalJWKSet(jwks));
    expect(protectedHeader.kid).toBe(jwks.keys[0].kid);
    expect(payload.sub).toBe(claims.sub);
  });

  it('gives admins SUPER_ADMIN and is_admin', async () => {
    const claims = decodeJwt((await signIn(t, 'admin@sahm.demo', DEMO_PASSWORD)).access_token);
    expect(claims.is_admin).toBe(true);
    expect(claims.roles).toContain('SUPER_ADMIN');
  });

  it('answers a wrong password and an unknown email alike, in the OAuth form, translated', async () => {
    const wrong = await tokenCall(t, { grant_type: 'password', username: 'basic@sahm.demo', password: 'nope-nope' });
    const unknown = await tokenCall(t, { grant_type: 'password', username: 'nobody@sahm.demo', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid username or password' });
    expect(unknown.json()).toEqual(wrong.json());
    const ar = await tokenCall(t, { grant_type: 'password', username: 'nobody@sahm.demo', password: 'x' }, 'ar');
    expect(ar.json().error_description).toBe('اسم المستخدم أو كلمة المرور غير صحيحة');
  });

  it('checks the client and the grant type', async () => {
    const badClient = await tokenCall(t, { grant_type: 'password', username: 'a@b.co', password: 'x', client_secret: 'wrong-secret' });
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json().error).toBe('invalid_client');
    const basic = await t.app.inject({
      method: 'POST',
      url: '/identity/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('sahm-web:sahm-web-dev-secret').toString('base64')}`,
      },
      payload: 'grant_type=password&username=basic%40sahm.demo&password=Sahm-demo-2026',
    });
    expect(basic.statusCode).toBe(200);
    const grant = await tokenCall(t, { grant_type: 'client_credentials' });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error).toBe('unsupported_grant_type');
    const missing = await tokenCall(t, { grant_type: 'password', username: 'basic@sahm.demo' });
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
    expect(basic.headers['cache-control']).toBe('no-store');
  });

  it('throttles an account after five failures, whether or not it exists, and the address after thirty', async () => {
    const app = await createTestApp();
    try {
      const fail = (username: string, ip: string) =>
        app.app.inject({
          method: 'POST',
          url: '/identity/token',
          remoteAddress: ip,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
          payload: new URLSearchParams({
            client_id: 'sahm-web',
            client_secret: 'sahm-web-dev-secret',
            grant_type: 'password',
            username,
            password: 'wrong-password',
          }).toString(),
        });
      for (let i = 0; i < 5; i++) expect((await fail('professional@sahm.demo', `10.0.0.${i}`)).statusCode).toBe(401);
      const blocked = await fail('professional@sahm.demo', '10.0.0.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toBe('slow_down');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right password waits: the throttle is checked before the password.
      const right = await app.app.inject({
        method: 'POST',
        url: '/identity/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          client_id: 'sahm-web',
          client_secret: 'sahm-web-dev-secret',
          grant_type: 'password',
          username: 'professional@sahm.demo',
          password: DEMO_PASSWORD,
        }).toString(),
      });
      expect(right.statusCode).toBe(429);
      for (let i = 0; i < 5; i++) await fail('ghost@sahm.demo', `10.0.1.${i}`);
      expect((await fail('ghost@sahm.demo', '10.0.1.50')).statusCode).toBe(429);
      // Per address: thirty failures over many accounts.
      for (let i = 0; i < 30; i++) await fail(`spray${i}@example.com`, '10.9.9.9');
      expect((await fail('another@example.com', '10.9.9.9')).statusCode).toBe(429);
      expect((await fail('another@example.com', '10.9.9.8')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works, the old refresh token does not, and reusing it revokes the session', async () => {
    const first = await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD);
    const second = await refresh(t, first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).sid).toBe(decodeJwt(first.access_token).sid);
    expect((await me(second.access_token)).statusCode).toBe(200);

    const replay = await tokenCall(t, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    // The replay betrayed a copy: the legitimate holder's newer token is dead too.
    const after = await tokenCall(t, { grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(after.statusCode).toBe(400);
    // Other sessions of the same user are untouched.
    const other = await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD);
    expect((await tokenCall(t, { grant_type: 'refresh_token', refresh_token: other.refresh_token })).statusCode).toBe(200);
  });

  it('refuses unknown tokens with 400', async () => {
    const res = await tokenCall(t, { grant_type: 'refresh_token', refresh_token: 'not-a-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });

  it('logout revokes the session', async () => {
    const tokens = await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD);
    const out = await t.app.inject({
      method: 'POST',
      url: '/identity/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: 'sahm-web', client_secret: 'sahm-web-dev-secret', token: tokens.refresh_token }).toString(),
    });
    expect(out.statusCode).toBe(200);
    expect((await tokenCall(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).statusCode).toBe(400);
  });

  it('issues fresh claims: a verified mobile shows in the refreshed token', async () => {
    const user = await registerUser(t);
    expect(decodeJwt(user.tokens.access_token).is_mobile_verified).toBe(false);
    const verified = await registerUser(t, { verify: true });
    expect(decodeJwt(verified.tokens.access_token).is_mobile_verified).toBe(true);
  });
});

describe('access tokens on API calls', () => {
  it('an expired token gets the exact 401 body, with a code and an RFC 6750 header', async () => {
    const claims = decodeJwt((await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD)).access_token);
    const { exp: _e, iat: _i, iss: _s, aud: _a, jti: _j, ...user } = claims;
    const stale = await t.app.accessTokens.sign(accessClaimsSchema.omit({ exp: true, iat: true }).parse(user), {
      issuedAt: new Date(Date.now() - 301_000),
    });
    const res = await t.api({ url: '/api/v1/markets/', headers: bearer(stale), locale: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Signature has expired.', code: 'token_expired' });
    expect(res.headers['www-authenticate']).toContain('error_description="Signature has expired."');
    // The same text in Arabic: clients match it.
    const ar = await t.api({ url: '/api/v1/markets/', headers: bearer(stale), locale: 'ar' });
    expect(ar.json().detail).toBe('Signature has expired.');
  });

  it('refuses a forged or malformed token', async () => {
    const good = (await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD)).access_token;
    const [h, p] = good.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...decodeJwt(good), is_admin: true, roles: ['SUPER_ADMIN'] })).toString('base64url')}.${good.split('.')[2]}`;
    for (const token of [tampered, `${h}.${p}.`, 'garbage']) {
      const res = await t.api({ url: '/api/v1/users/me', headers: bearer(token), locale: 'en' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_invalid');
    }
  });

  it('no token where one is needed: 401 Authentication is required', async () => {
    const res = await t.api({ url: '/api/v1/users/me', locale: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication is required', code: 'auth_required' });
  });

  it('public calls still work anonymously', async () => {
    expect((await t.api({ url: '/api/v1/markets/' })).statusCode).toBe(200);
  });
});

describe('discovery', () => {
  it('publishes the endpoints', async () => {
    const doc = (await t.app.inject({ url: '/identity/.well-known/openid-configuration' })).json();
    expect(doc.token_endpoint).toMatch(/\/identity\/token$/);
    expect(doc.jwks_uri).toMatch(/\/identity\/\.well-known\/jwks\.json$/);
  });
});
