import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { DEMO_PASSWORD } from '../../../test/helpers/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withBasic = (credentials: string, body = `grant_type=password&username=basic%40sahm.demo&password=${DEMO_PASSWORD}`) =>
  t.app.inject({
    method: 'POST',
    url: '/identity/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': 'en',
      authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
    },
    payload: body,
  });

describe('client credentials in an HTTP Basic header', () => {
  it('answers a bad percent escape as an unknown client, not a 500', async () => {
    for (const credentials of ['%E0%A4%A:sahm-web-dev-secret', 'sahm-web:%', 'sahm-web:%ZZ']) {
      const res = await withBasic(credentials);
      expect(res.statusCode, `${credentials}: ${res.body}`).toBe(401);
      expect(res.json()).toEqual({ error: 'invalid_client', error_description: 'Unknown client or wrong client secret' });
      expect(res.headers['www-authenticate']).toBe('Basic realm="identity"');
    }
  });

  it('answers a header that is not base64, or has no colon, as an unknown client', async () => {
    const notBase64 = await t.app.inject({
      method: 'POST',
      url: '/identity/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Basic ***' },
      payload: 'grant_type=password&username=a&password=b',
    });
    expect(notBase64.statusCode, notBase64.body).toBe(401);
    expect(notBase64.json().error).toBe('invalid_client');
    const noColon = await withBasic('sahm-web');
    expect(noColon.statusCode, noColon.body).toBe(401);
    expect(noColon.json().error).toBe('invalid_client');
  });

  it('reads form-encoded credentials (RFC 6749 §2.3.1), on revocation too', async () => {
    const res = await withBasic('sahm%2Dweb:sahm-web-dev-secret');
    expect(res.statusCode, res.body).toBe(200);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/identity/revoke',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('%E0%A4%A:x').toString('base64')}`,
      },
      payload: `token=${res.json().refresh_token}`,
    });
    expect(revoke.statusCode, revoke.body).toBe(401);
    expect(revoke.json().error).toBe('invalid_client');
  });
});

describe('malformed token requests', () => {
  it('answer invalid_request naming the field, in the OAuth2 form', async () => {
    const repeated = await withBasic('sahm-web:sahm-web-dev-secret', 'grant_type=password&username=a%40b.co&username=c%40d.co&password=x');
    expect(repeated.statusCode, repeated.body).toBe(400);
    expect(repeated.json()).toEqual({ error: 'invalid_request', error_description: 'The field username is invalid: Expected text' });
    const huge = await withBasic('sahm-web:sahm-web-dev-secret', `grant_type=password&username=a&password=${'x'.repeat(5000)}`);
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json()).toEqual({
      error: 'invalid_request',
      error_description: 'The field password is invalid: Must be at most 1024 characters',
    });
  });
});

describe('too many requests', () => {
  it('answer slow_down in the OAuth2 form', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const call = () =>
        limited.app.inject({
          method: 'POST',
          url: '/identity/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
          payload: 'grant_type=password&username=a&password=b&client_id=sahm-web&client_secret=sahm-web-dev-secret',
        });
      await call();
      await call();
      const res = await call();
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json()).toEqual({
        error: 'slow_down',
        error_description: expect.stringMatching(/^Too many requests; try again in \d+s$/),
      });
    } finally {
      await limited.close();
    }
  });
});
