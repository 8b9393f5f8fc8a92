import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { exportPKCS8, generateKeyPair } from 'jose';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { DEMO_PASSWORD, registerUser, registration, signIn } from '../../../test/helpers/accounts.ts';

type Received = { headers: http.IncomingHttpHeaders; body: unknown };

/** A stand-in for the SMS gateway that records requests and answers like Taqnyat. */
async function fakeGateway(status = 201) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: status, messageId: 1 }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`, received, close: () => server.close() };
}

/** A real SMTP server on loopback that keeps what it is sent. */
async function fakeSmtp() {
  const mails: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, mails, close: () => server.close() };
}

describe('SMS through the Taqnyat adapter', () => {
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await fakeGateway();
    t = await createTestApp({ SMS_PROVIDER: 'taqnyat', SMS_API_URL: gateway.url, SMS_API_TOKEN: 'secret-token', SMS_SENDER: 'SahmApp' });
  });
  afterAll(async () => {
    await t.close();
    gateway.close();
  });

  it('posts the code to the gateway with the bearer token, not to the outbox', async () => {
    const payload = registration();
    const res = await t.api({ method: 'POST', url: '/api/v1/users/', payload, locale: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]!.headers.authorization).toBe('Bearer secret-token');
    expect(gateway.received[0]!.body).toMatchObject({ recipients: [payload.phone_number], sender: 'SahmApp' });
    expect(String((gateway.received[0]!.body as { body: string }).body)).toMatch(/Your Sahm verification code is \d{4}/);
    expect((await t.api({ url: `/api/v1/dev/outbox?recipient=${payload.phone_number}` })).json().items).toEqual([]);
  });
});

describe('SMS gateway failures', () => {
  it('reports that the code was not sent', async () => {
    const gateway = await fakeGateway(500);
    const t = await createTestApp({ SMS_PROVIDER: 'taqnyat', SMS_API_URL: gateway.url, SMS_API_TOKEN: 'secret-token' });
    try {
      const payload = registration();
      const res = await t.api({ method: 'POST', url: '/api/v1/users/', payload });
      // The account is made; no code is pending, and another may be asked for at once.
      expect(res.statusCode).toBe(201);
      expect(gateway.received).toHaveLength(1);
      const tokens = await signIn(t, payload.email, payload.password);
      const auth = { authorization: `Bearer ${tokens.access_token}` };
      expect((await t.api({ url: '/api/v1/users/otp-status', headers: auth })).json()).toMatchObject({ active: false, resend_in: 0 });
      const resend = await t.api({ method: 'POST', url: '/api/v1/users/resend-otp', headers: auth, locale: 'en' });
      expect(resend.statusCode).toBe(502);
      expect(resend.json()).toMatchObject({ detail: 'The code could not be sent; please try again', code: 'otp_not_sent' });
    } finally {
      await t.close();
      gateway.close();
    }
  });
});

describe('email through SMTP', () => {
  it('sends the reset email with text and HTML parts to the SMTP server', async () => {
    const smtp = await fakeSmtp();
    const t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Sahm <no-reply@sahm.test>' });
    try {
      const payload = registration();
      expect((await t.api({ method: 'POST', url: '/api/v1/users/', payload })).statusCode).toBe(201);
      await t.api({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: payload.email }, locale: 'en' });
      // The link is mailed after the answer.
      await t.app.background.settled();
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]!.to).toEqual([payload.email]);
      expect(smtp.mails[0]!.data).toContain('Subject: Reset your Sahm password');
      expect(smtp.mails[0]!.data).toContain('text/html');
      expect(smtp.mails[0]!.data.replace(/=\r?\n/g, '')).toMatch(/reset-password\?token=3D[\w-]+|reset-password\?token=[\w-]+/);
    } finally {
      await t.close();
      smtp.close();
    }
  });
});

describe('the development outbox', () => {
  it('is for callers on this machine (by the socket, not a header) and administrators only', async () => {
    const t = await createTestApp();
    try {
      const read = (opts: { ip?: string; headers?: Record<string, string> }) =>
        t.api({ url: '/api/v1/dev/outbox?size=1', remoteAddress: opts.ip, headers: opts.headers, locale: 'en' });
      expect((await read({})).statusCode).toBe(200);
      expect((await read({ ip: '::1' })).statusCode).toBe(200);
      // From another machine: no, whatever the forwarding headers claim.
      const outside = await read({ ip: '203.0.113.7' });
      expect(outside.statusCode).toBe(401);
      expect(outside.json().detail).toBe('Authentication is required');
      expect((await read({ ip: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(401);
      // Through a proxy on this machine that names an outside caller: no either.
      expect((await read({ headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(401);
      expect((await read({ headers: { forwarded: 'for=203.0.113.7' } })).statusCode).toBe(401);
      const user = await registerUser(t, { verify: true });
      const denied = await read({ ip: '203.0.113.7', headers: { authorization: `Bearer ${user.tokens.access_token}` } });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ permission: 'SUPER_ADMIN' });
      const admin = await signIn(t, 'admin@sahm.demo', DEMO_PASSWORD);
      expect((await read({ ip: '203.0.113.7', headers: { authorization: `Bearer ${admin.access_token}` } })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('reads in a browser on this machine as a page, escaped, with no app header; refused from elsewhere', async () => {
    const t = await createTestApp();
    try {
      // Something hostile in what the outbox holds: a newsletter name, an email subject.
      await t.app.messaging.mailer.send({
        to: 'x@example.com',
        subject: '<img src=x onerror=alert(1)>',
        text: 'a <b>b</b> & "c"',
        html: '',
      });
      const page = await t.app.inject({ url: '/dev/outbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Outbox');
      expect(page.body).toContain('&#60;img src=x onerror=alert(1)&#62;');
      expect(page.body).not.toContain('<img src=x');
      expect(page.body).toContain('a &#60;b&#62;b&#60;/b&#62; &#38; &#34;c&#34;');
      const outside = await t.app.inject({ url: '/dev/outbox', remoteAddress: '203.0.113.7' });
      expect(outside.statusCode).toBe(403);
      expect(outside.body).not.toContain('x@example.com');
      expect((await t.app.inject({ url: '/dev/outbox', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('does not open to a forwarded loopback address even when the proxy is trusted', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const res = await t.api({ url: '/api/v1/dev/outbox', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(res.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('does not exist in production, which also insists on real providers and keys', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const gateway = await fakeGateway();
    const t = await createTestApp({
      NODE_ENV: 'production',
      IDENTITY_SIGNING_KEY: await exportPKCS8(privateKey),
      SMS_PROVIDER: 'taqnyat',
      SMS_API_URL: gateway.url,
      SMS_API_TOKEN: 'secret-token',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      OAUTH_CLIENT_SECRET: 'a-production-secret',
      PAYMENT_PROVIDER: 'moyasar',
      MOYASAR_PUBLISHABLE_KEY: 'pk_live_x',
      MOYASAR_SECRET_KEY: 'sk_live_x',
      PAYMENT_WEBHOOK_SECRET: 'a-production-webhook-secret',
    });
    try {
      expect((await t.api({ url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/dev/outbox' })).statusCode).not.toBe(200);
      // Nor the card sandbox.
      expect((await t.app.inject({ url: '/sandbox-pay/form' })).statusCode).toBe(404);
    } finally {
      await t.close();
      gateway.close();
    }
  });
});
