import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../src/platform/error-handler.ts';
import { bearer, registerUser, tokenCall, type Registered } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let user: Registered;
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t, { verify: true });
});
afterAll(() => t.close());

const controlCharacter = (loc: (string | number)[]) => ({ loc, msg: 'Must not contain control characters', type: 'invalid_characters' });

describe('control characters (PostgreSQL cannot store NUL in text)', () => {
  it('a NUL in a JSON body is a 422 naming the field, at any depth, and writes nothing', async () => {
    const h = bearer(user.tokens.access_token);
    const before = (await t.api({ url: '/api/v1/portfolio/', headers: h })).json().items.length;
    const res = await t.api({ method: 'POST', url: '/api/v1/portfolio/', headers: h, locale: 'en', payload: { name: 'Main\u0000' } });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ detail: [controlCharacter(['body', 'name'])] });
    expect((await t.api({ url: '/api/v1/portfolio/', headers: h })).json().items).toHaveLength(before);

    const nested = await t.api({
      method: 'POST',
      url: '/api/v1/users/deactivation-requests',
      locale: 'en',
      payload: { email: user.email, reason: 'moving\u0001away' },
    });
    expect(nested.statusCode, nested.body).toBe(422);
    expect(nested.json().detail).toEqual([controlCharacter(['body', 'reason'])]);
  });

  it('keeps tabs and line breaks in free text', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/users/deactivation-requests',
      payload: { email: user.email, reason: 'first line\r\nsecond\tline' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a NUL or a line break in a query string or a path is a 422 naming the parameter', async () => {
    const query = await t.api({ url: '/api/v1/dev/outbox?recipient=9665%00', locale: 'en' });
    expect(query.statusCode, query.body).toBe(422);
    expect(query.json()).toEqual({ detail: [controlCharacter(['query', 'recipient'])] });
    const search = await t.api({ url: '/api/v1/stocks/?search=%0Aaramco', locale: 'en' });
    expect(search.statusCode, search.body).toBe(422);
    expect(search.json().detail).toEqual([controlCharacter(['query', 'search'])]);
    const path = await t.api({ url: '/api/v1/markets/%00', locale: 'en' });
    expect(path.statusCode, path.body).toBe(422);
    expect(path.json().detail).toEqual([controlCharacter(['path', 'guid'])]);
  });

  it('a NUL in a header is a 422 naming the header, in the caller’s language', async () => {
    const res = await t.api({ url: '/api/v1/markets/', headers: { 'accept-language': 'en\u0000' } });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ detail: [controlCharacter(['header', 'accept-language'])] });
    const ar = await t.api({ url: '/api/v1/markets/', headers: { 'x-client-note': 'a\u0000b' } });
    expect(ar.json().detail[0]).toMatchObject({ loc: ['header', 'x-client-note'], msg: 'يجب ألا يحتوي على محارف تحكم' });
  });

  it('the token form answers a NUL as invalid_request naming the field, in the OAuth2 form', async () => {
    const res = await tokenCall(t, { grant_type: 'password', username: `${user.email}\u0000`, password: user.password });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_request',
      error_description: 'The field username is invalid: Must not contain control characters',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    // A header the token service stores with the session.
    const agent = await t.app.inject({
      method: 'POST',
      url: '/identity/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', 'user-agent': 'probe\u0000' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: user.email,
        password: user.password,
        client_id: 'sahm-web',
        client_secret: 'sahm-web-dev-secret',
      }).toString(),
    });
    expect(agent.statusCode, agent.body).toBe(400);
    expect(agent.json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('user-agent') });
  });
});

describe('addresses the router cannot read', () => {
  it('answer in the API’s form, translated, without echoing the path', async () => {
    const bad = await t.api({ url: '/api/v1/markets/%E0%A4%A', locale: 'en' });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json()).toEqual({ detail: 'The address of the request is not valid' });
    const long = await t.api({ url: `/api/v1/markets/${'x'.repeat(5_000)}`, locale: 'ar' });
    expect(long.statusCode, long.body).toBe(414);
    expect(long.json()).toEqual({ detail: 'جزء من عنوان الطلب أطول من المسموح' });
  });
});

describe('number bounds', () => {
  it('refuses a page past the last one a list may have', async () => {
    const res = await t.api({ url: '/api/v1/stocks/?page=9007199254740991', locale: 'en' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['query', 'page'], msg: 'Must be at most 1000000', type: 'too_big' }]);
  });

  it('refuses a day the database cannot store', async () => {
    const admin = await t.app.inject({
      method: 'POST',
      url: '/identity/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'admin@sahm.demo',
        password: 'Sahm-demo-2026',
        client_id: 'sahm-web',
        client_secret: 'sahm-web-dev-secret',
      }).toString(),
    });
    const market = (await t.api({ url: '/api/v1/markets/' })).json().items[0].guid as string;
    const res = await t.api({
      method: 'PATCH',
      url: `/api/v1/markets/${market}/status`,
      headers: bearer(admin.json().access_token),
      locale: 'en',
      payload: { date: '0000-01-01', is_market_open: false },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['body', 'date'], msg: 'Must be a date from 1900-01-01 to 2199-12-31', type: 'custom' }]);
  });
});

describe('values the database refuses', () => {
  it('answer 400 with a translated detail, never a 500 with internals', async () => {
    // The net under validation: a route that hands the database values it cannot take.
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/probe/:kind', async (req) => {
      const kind = (req.params as { kind: string }).kind;
      const sql: Record<string, [string, unknown[]]> = {
        overflow: ['SELECT $1::numeric(18,2) AS v', ['1e20']],
        integer: ['SELECT $1::integer AS v', ['3000000000']],
        text: ['SELECT $1::uuid AS v', ['not-a-uuid']],
        nul: ['SELECT $1::text AS v', ['a\u0000b']],
        date: ['SELECT $1::date AS v', ['0000-01-01']],
      };
      const [query, params] = sql[kind]!;
      return t.database.query(query, params);
    });
    for (const kind of ['overflow', 'integer', 'text', 'nul', 'date']) {
      const res = await app.inject({ url: `/probe/${kind}`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ detail: 'A value in the request is out of range or malformed' });
    }
    await app.close();
  });
});
