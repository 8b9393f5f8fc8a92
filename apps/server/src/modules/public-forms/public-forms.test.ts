import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public forms', () => {
  it('signs up for the newsletter once, however often asked, and refuses a bad email', async () => {
    const sign = (email: string) =>
      t.api({ method: 'POST', url: '/api/v1/integrations/getresponse/subscribe', payload: { email }, locale: 'en' });
    expect((await sign('Fan@Example.com')).json().message).toBe('Thank you for subscribing to our newsletter');
    expect((await sign('fan@example.com')).statusCode).toBe(200);
    const rows = await t.database.query(`SELECT delivered_to FROM newsletter_subscribers WHERE lower(email) = 'fan@example.com'`);
    expect(rows).toEqual([{ delivered_to: 'local' }]);
    expect((await sign('nope')).statusCode).toBe(422);
  });

  it('stores a book-a-trial request', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/trial-requests/',
      payload: { name: 'Noura', email: 'noura@example.com', phone_number: '0551234567' },
      locale: 'ar',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/شكرًا/);
    expect(await t.database.query(`SELECT phone_number FROM trial_requests WHERE email = 'noura@example.com'`)).toEqual([
      { phone_number: '966551234567' },
    ]);
  });

  it('stores an account deletion request and confirms it by email', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/users/deactivation-requests/',
      payload: { email: 'leaving@example.com', reason: 'Too many emails' },
      locale: 'en',
    });
    expect(res.statusCode).toBe(201);
    const mail = (await t.api({ url: '/api/v1/dev/outbox?recipient=leaving@example.com' })).json().items;
    expect(mail[0].subject).toBe('We received your request to close your Sahm account');
    expect(
      (await t.api({ method: 'POST', url: '/api/v1/users/deactivation-requests/', payload: {}, locale: 'en' })).json().detail[0].msg,
    ).toBe('This field is required');
  });
});

describe('newsletter through GetResponse', () => {
  it('posts the contact to the list with the API key', async () => {
    const seen: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        res.writeHead(seen.length === 1 ? 202 : 409).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const app = await createTestApp({
      GETRESPONSE_API_KEY: 'gr-key',
      GETRESPONSE_LIST_ID: 'list1',
      GETRESPONSE_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`,
    });
    try {
      const res = await app.api({
        method: 'POST',
        url: '/api/v1/integrations/getresponse/subscribe',
        payload: { email: 'reader@example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(seen[0]!.headers['x-auth-token']).toBe('api-key gr-key');
      expect(JSON.parse(seen[0]!.body)).toEqual({ email: 'reader@example.com', campaign: { campaignId: 'list1' } });
    } finally {
      await app.close();
      server.close();
    }
  });
});
