import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { accessClaimsSchema } from '@sahm/contracts/identity';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, CLIENT, DEMO_PASSWORD, refresh, registerUser, signIn, tokenCall } from '../../../test/helpers/accounts.ts';
import { signInLimits } from './sign-in-throttle.ts';

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

  describe('sign-in limits', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.close());
    const attempt = (username: string, password: string, ip: string) =>
      app.app.inject({
        method: 'POST',
        url: '/identity/token',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        payload: new URLSearchParams({ ...CLIENT, grant_type: 'password', username, password }).toString(),
      });
    const fail = (username: string, ip: string) => attempt(username, 'wrong-password', ip);

    it('slow one address down on one account after five failures, for minutes, known account or not', async () => {
      for (const username of ['professional@sahm.demo', 'ghost@sahm.demo']) {
        for (let i = 0; i < 5; i++) expect((await fail(username, '10.0.0.1')).statusCode).toBe(401);
        const slowed = await fail(username, '10.0.0.1');
        expect(slowed.statusCode).toBe(429);
        expect(slowed.json()).toEqual({ error: 'slow_down', error_description: 'Too many sign-in attempts; try again in 5 minutes' });
        const wait = Number(slowed.headers['retry-after']);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(signInLimits.pairWindow);
      }
      // The address that failed waits even with the right password; any other address signs in.
      expect((await attempt('professional@sahm.demo', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(429);
      expect((await attempt('professional@sahm.demo', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    });

    it('never lets failures from elsewhere lock the owner out, even past the account ceiling', async () => {
      const target = 'advance@sahm.demo';
      const failures = await Promise.all(
        Array.from({ length: signInLimits.perAccount + 10 }, (_, i) => fail(target, `10.1.${Math.floor(i / 200)}.${i % 200}`)),
      );
      expect(failures.every((r) => r.statusCode === 401)).toBe(true);
      // Past the ceiling an address that has failed gets no second guess in the window...
      const again = await fail(target, '10.1.0.0');
      expect(again.statusCode).toBe(429);
      // ...but the owner, from an address that has not failed, signs in at once.
      expect((await attempt(target, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
      // And a success does not wipe the ceiling for the guessers.
      expect((await fail(target, '10.1.0.1')).statusCode).toBe(429);
    });

    it('counts every attempt before the password is checked: forty at once from one address get five checks', async () => {
      const results = await Promise.all(Array.from({ length: 40 }, () => fail('basic@sahm.demo', '10.3.0.1')));
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(signInLimits.perPair);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - signInLimits.perPair);
      // Refused attempts used no budget: the next address still has all of its own.
      const others = await Promise.all(Array.from({ length: 10 }, () => fail('basic@sahm.demo', '10.3.0.2')));
      expect(others.filter((r) => r.statusCode === 401)).toHaveLength(signInLimits.perPair);
    });

    it('limits an address to thirty failures over any accounts, and a right password takes no budget', async () => {
      for (let i = 0; i < 5; i++) expect((await attempt('basic@sahm.demo', DEMO_PASSWORD, '10.9.9.9')).statusCode).toBe(200);
      for (let i = 0; i < signInLimits.perAddress; i++) expect((await fail(`spray${i}@example.com`, '10.9.9.9')).statusCode).toBe(401);
      expect((await fail('another@example.com', '10.9.9.9')).statusCode).toBe(429);
      expect((await fail('another@example.com', '10.9.9.8')).statusCode).toBe(401);
    });
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
