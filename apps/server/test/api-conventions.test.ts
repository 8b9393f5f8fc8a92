import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('refuses calls without the application token, in the caller’s language', async () => {
    const res = await t.app.inject({ url: '/api/v1/markets/', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'A valid application token (X-App-Token) is required' });
    const ar = await t.app.inject({ url: '/api/v1/markets/' });
    expect(ar.json().detail).toBe('يلزم رمز تطبيق صالح (X-App-Token)');
  });

  it('picks the language by the weights of Accept-Language', async () => {
    const detail = async (header: string) =>
      (await t.app.inject({ url: '/api/v1/markets/', headers: { 'accept-language': header } })).json().detail;
    expect(await detail('en;q=0.1, ar;q=0.9')).toBe('يلزم رمز تطبيق صالح (X-App-Token)');
    expect(await detail('ar;q=0.1, en-GB;q=0.9')).toBe('A valid application token (X-App-Token) is required');
  });

  it('refuses a wrong application token', async () => {
    const res = await t.api({ url: '/api/v1/markets', headers: { 'x-app-token': 'wrong-token-value' } });
    expect(res.statusCode).toBe(403);
  });

  it('accepts paths with and without the trailing slash', async () => {
    const a = await t.api({ url: '/api/v1/markets' });
    const b = await t.api({ url: '/api/v1/markets/' });
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('answers validation errors with 422 and a translated detail list', async () => {
    const en = await t.api({ url: '/api/v1/stocks/?size=500&page=0', locale: 'en' });
    expect(en.statusCode).toBe(422);
    const detail = en.json().detail as { loc: (string | number)[]; msg: string; type: string }[];
    expect(detail).toEqual(
      expect.arrayContaining([
        { loc: ['query', 'size'], msg: 'Must be at most 100', type: 'too_big' },
        { loc: ['query', 'page'], msg: 'Must be at least 1', type: 'too_small' },
      ]),
    );
    const ar = await t.api({ url: '/api/v1/stocks/?size=500', locale: 'ar' });
    expect(ar.json().detail[0].msg).toBe('يجب ألا تزيد القيمة على 100');
  });

  it('rejects a malformed guid with 422 and an unknown one with 404', async () => {
    const bad = await t.api({ url: '/api/v1/markets/not-a-guid', locale: 'en' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({ loc: ['path', 'guid'], msg: 'Must be a valid identifier (UUID)' });
    const missing = await t.api({ url: '/api/v1/markets/00000000-0000-4000-8000-000000000000', locale: 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Market not found' });
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const res = await t.api({ url: '/api/v1/nothing-here', locale: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain('/api/v1/nothing-here');
  });

  it('sends security headers', async () => {
    const res = await t.api({ url: '/api/v1/markets' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('rejects bodies over the size limit with a translated 413', async () => {
    const res = await t.api({ method: 'POST', url: '/graphql', locale: 'en', payload: { query: 'x'.repeat(2_000_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The request body is too large' });
  });

  it('reports health and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/stocks', '/api/v1/markets', '/api/v1/markets/{guid}', '/api/v1/sectors']),
    );
    expect(doc.paths['/api/v1/stocks'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'size', 'search', 'sector', 'order_by', 'market_guid']),
    );
  });
});
