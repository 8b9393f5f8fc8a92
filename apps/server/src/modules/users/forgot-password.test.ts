import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { registerUser } from '../../../test/helpers/accounts.ts';
import { forgotPasswordLimits } from './service.ts';

/** An SMTP server that takes its time over each message, as real ones often do. */
async function slowSmtp(delayMs: number) {
  const mails: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          mails.push(session.envelope.rcptTo.map((r) => r.address));
          done();
        }, delayMs),
      );
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, mails, close: () => server.close() };
}

let smtp: Awaited<ReturnType<typeof slowSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await slowSmtp(300);
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  smtp.close();
});

const forgot = (email: string, ip: string) =>
  t.api({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email }, remoteAddress: ip, locale: 'en' });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mailsTo = (email: string) => smtp.mails.filter((to) => to.includes(email)).length;

describe('forgot password', () => {
  it('answers an email with an account and one without alike, in the same time', async () => {
    const user = await registerUser(t);
    const real: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < forgotPasswordLimits.perRecipient; i++) {
      let started = performance.now();
      const a = await forgot(user.email, `10.60.0.${i}`);
      real.push(performance.now() - started);
      started = performance.now();
      const b = await forgot(`nobody.${i}@example.com`, `10.61.0.${i}`);
      unknown.push(performance.now() - started);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(a.json()).toEqual(b.json());
    }
    // The link is mailed after the answer: a mail server's 300 ms does not show in it.
    expect(Math.abs(median(real) - median(unknown))).toBeLessThan(100);
    await t.app.background.settled();
    expect(mailsTo(user.email)).toBe(forgotPasswordLimits.perRecipient);
  });

  it('limits links per typed email (known or not) and per address, with a translated 429 and Retry-After', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < forgotPasswordLimits.perRecipient; i++) {
      expect((await forgot(user.email, `10.62.0.${i}`)).statusCode).toBe(200);
      expect((await forgot('ghost.limit@example.com', `10.63.0.${i}`)).statusCode).toBe(200);
    }
    const known = await forgot(user.email, '10.62.1.1');
    const ghost = await forgot('ghost.limit@example.com', '10.63.1.1');
    expect(known.statusCode).toBe(429);
    expect(known.json()).toEqual({ detail: 'Too many attempts; try again in 60 minutes', code: 'too_many_attempts' });
    expect(Number(known.headers['retry-after'])).toBeGreaterThan(3500);
    expect(ghost.statusCode).toBe(429);
    expect(ghost.json()).toEqual(known.json());
    const ar = await t.api({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: user.email },
      remoteAddress: '10.62.1.2',
      locale: 'ar',
    });
    expect(ar.json().detail).toBe('محاولات كثيرة؛ حاول مجددًا بعد 60 دقيقة');
    await t.app.background.settled();
    expect(mailsTo(user.email)).toBe(forgotPasswordLimits.perRecipient);

    // One address, many emails.
    for (let i = 0; i < forgotPasswordLimits.perAddress; i++)
      expect((await forgot(`spray.${i}@example.com`, '10.64.0.1')).statusCode).toBe(200);
    expect((await forgot('one.more@example.com', '10.64.0.1')).statusCode).toBe(429);
    expect((await forgot('one.more@example.com', '10.64.0.2')).statusCode).toBe(200);
  });
});
