import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { publicFormLimits } from './service.ts';

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

describe('limits on the public forms', () => {
  const forms = [
    { name: 'deactivation', url: '/api/v1/users/deactivation-requests/', body: (email: string) => ({ email }) },
    { name: 'trial', url: '/api/v1/trial-requests/', body: (email: string) => ({ name: 'Noura', email }) },
    { name: 'newsletter', url: '/api/v1/integrations/getresponse/subscribe', body: (email: string) => ({ email }) },
  ] as const;
  const send = (url: string, payload: object, ip: string, locale: 'ar' | 'en' = 'en') =>
    t.api({ method: 'POST', url, payload, remoteAddress: ip, locale });

  it('thirty deletion requests for one mailbox, from anywhere, send it three emails', async () => {
    const victim = 'victim.of.requests@example.com';
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => send('/api/v1/users/deactivation-requests/', { email: victim }, `10.40.${i}.1`)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(publicFormLimits.deactivation.perRecipient);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - publicFormLimits.deactivation.perRecipient);
    const limited = results.find((r) => r.statusCode === 429)!;
    expect(limited.json()).toEqual({ detail: 'Too many attempts; try again in 60 minutes', code: 'too_many_attempts' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    const mail = (await t.api({ url: `/api/v1/dev/outbox?recipient=${victim}&size=100` })).json().items;
    expect(mail).toHaveLength(publicFormLimits.deactivation.perRecipient);
    expect(await t.database.query(`SELECT 1 FROM deactivation_requests WHERE email = $1`, [victim])).toHaveLength(
      publicFormLimits.deactivation.perRecipient,
    );
  });

  it('every form is limited per recipient and per client address, in the caller’s language', async () => {
    for (const form of forms) {
      const limit = publicFormLimits[form.name];
      const recipient = `${form.name}.target@example.com`;
      for (let i = 0; i < limit.perRecipient; i++)
        expect((await send(form.url, form.body(recipient), `10.41.${i}.1`)).statusCode).toBeLessThan(300);
      const byRecipient = await send(form.url, form.body(recipient), '10.41.200.1', 'ar');
      expect(byRecipient.statusCode, form.name).toBe(429);
      expect(byRecipient.json().detail).toBe('محاولات كثيرة؛ حاول مجددًا بعد 60 دقيقة');
      expect(byRecipient.headers['retry-after']).toBeDefined();

      const ip = `10.42.${forms.indexOf(form)}.1`;
      for (let i = 0; i < limit.perAddress; i++)
        expect((await send(form.url, form.body(`${form.name}.${i}@example.com`), ip)).statusCode).toBeLessThan(300);
      expect((await send(form.url, form.body(`${form.name}.extra@example.com`), ip)).statusCode, form.name).toBe(429);
      // Another address is not held up.
      expect((await send(form.url, form.body(`${form.name}.extra@example.com`), '10.42.100.1')).statusCode).toBeLessThan(300);
    }
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
