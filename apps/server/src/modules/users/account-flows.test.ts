import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, freshPhone, lastCode, refresh, registerUser, signIn, tokenCall } from '../../../test/helpers/accounts.ts';
import { resetTriesPerAddress } from './service.ts';
import { passwordCheckLimits } from './password-check.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Reset links and change notices go out after the answer: wait for them, then read the outbox. */
const outbox = async (recipient: string, size = 20) => {
  await t.app.background.settled();
  return (await t.api({ url: `/api/v1/dev/outbox?recipient=${encodeURIComponent(recipient)}&size=${size}` })).json().items as Array<{
    channel: string;
    subject: string | null;
    body: string;
  }>;
};

const resetLink = async (email: string) => {
  await t.app.background.settled();
  const mail = (await t.api({ url: `/api/v1/dev/outbox?recipient=${encodeURIComponent(email)}&size=1` })).json().items[0];
  return { mail, token: String(mail?.body.match(/reset-password\?token=([\w-]+)/)?.[1] ?? '') };
};

describe('forgot and reset password', () => {
  it('answers the same for any email and mails a single-use link to a real one', async () => {
    const user = await registerUser(t, { verify: true });
    const known = await t.api({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: user.email.toUpperCase() },
      locale: 'en',
    });
    const unknown = await t.api({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: 'nobody-here@example.com' },
      locale: 'en',
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await t.api({ url: '/api/v1/dev/outbox?recipient=nobody-here@example.com' })).json().items).toEqual([]);

    const { mail, token } = await resetLink(user.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Reset your Sahm password' });
    expect(mail.body).toContain('http://localhost:3000/auth/reset-password?token=');
    expect(token.length).toBeGreaterThan(30);

    const reset = await t.api({
      method: 'POST',
      url: '/api/v1/users/reset-password',
      payload: { token, password: 'brand new pass' },
      locale: 'en',
    });
    expect(reset.statusCode).toBe(200);
    const twice = await t.api({
      method: 'POST',
      url: '/api/v1/users/reset-password',
      payload: { token, password: 'another new one' },
      locale: 'en',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toMatch(/invalid, used or expired/);
    // The old password and the old sessions are gone; the new password works.
    expect((await tokenCall(t, { grant_type: 'password', username: user.email, password: user.password })).statusCode).toBe(401);
    expect((await tokenCall(t, { grant_type: 'refresh_token', refresh_token: user.tokens.refresh_token })).statusCode).toBe(400);
    await signIn(t, user.email, 'brand new pass');
  });

  it('writes the email in the language of the request', async () => {
    const user = await registerUser(t);
    await t.api({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: user.email }, locale: 'ar' });
    const { mail } = await resetLink(user.email);
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في سهم');
  });

  it('limits tries with reset tokens per client address, counted before the token is looked up', async () => {
    const user = await registerUser(t);
    await t.api({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: user.email } });
    const { token } = await resetLink(user.email);
    const reset = (candidate: string) =>
      t.api({
        method: 'POST',
        url: '/api/v1/users/reset-password',
        payload: { token: candidate, password: 'brand new pass' },
        remoteAddress: '10.77.0.1',
        locale: 'en',
      });
    const guesses = await Promise.all(Array.from({ length: 15 }, (_, i) => reset(`guessed-token-${i}`)));
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(resetTriesPerAddress.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - resetTriesPerAddress.max);
    expect((await reset(token)).statusCode).toBe(429);
    // The link itself still works from elsewhere.
    const elsewhere = await t.api({ method: 'POST', url: '/api/v1/users/reset-password', payload: { token, password: 'brand new pass' } });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses an expired link and a short password', async () => {
    const user = await registerUser(t);
    await t.api({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: user.email } });
    const { token } = await resetLink(user.email);
    const short = await t.api({ method: 'POST', url: '/api/v1/users/reset-password', payload: { token, password: 'short' }, locale: 'en' });
    expect(short.statusCode).toBe(422);
    await t.database.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'`);
    expect(
      (await t.api({ method: 'POST', url: '/api/v1/users/reset-password', payload: { token, password: 'long enough' } })).statusCode,
    ).toBe(400);
  });
});

describe('change password', () => {
  it('checks the old password and the confirmation, keeps this session and ends the others', async () => {
    const user = await registerUser(t, { verify: true });
    const other = await signIn(t, user.email, user.password);
    const auth = bearer(user.tokens.access_token);
    const mismatch = await t.api({
      method: 'PUT',
      url: '/api/v1/users/change-password',
      headers: auth,
      payload: { old_password: user.password, new_password: 'new password 1', confirm_password: 'new password 2' },
      locale: 'en',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().detail[0]).toMatchObject({ loc: ['body', 'confirm_password'], msg: 'Passwords must match' });
    const wrongOld = await t.api({
      method: 'PUT',
      url: '/api/v1/users/change-password',
      headers: auth,
      payload: { old_password: 'not my password', new_password: 'new password 1', confirm_password: 'new password 1' },
      locale: 'en',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().detail).toBe('The current password is incorrect');

    const ok = await t.api({
      method: 'PUT',
      url: '/api/v1/users/change-password',
      headers: auth,
      payload: { old_password: user.password, new_password: 'new password 1', confirm_password: 'new password 1' },
      locale: 'ar',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('تم تغيير كلمة المرور بنجاح');
    // A fresh access token for this session; the other device must sign in again.
    await refresh(t, user.tokens.refresh_token);
    expect((await tokenCall(t, { grant_type: 'refresh_token', refresh_token: other.refresh_token })).statusCode).toBe(400);
    await signIn(t, user.email, 'new password 1');
  });

  it('counts every old-password check before comparing, across both call forms', async () => {
    const user = await registerUser(t, { verify: true });
    const auth = bearer(user.tokens.access_token);
    const body = (i: number) => ({ old_password: `wrong guess ${i}`, new_password: 'new password 1', confirm_password: 'new password 1' });
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        i % 2
          ? t.api({ method: 'PUT', url: '/api/v1/users/change-password', headers: auth, payload: body(i), locale: 'en' })
          : t.api({ method: 'PATCH', url: `/api/v1/users/${user.guid}/password`, headers: auth, payload: body(i), locale: 'en' }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(passwordCheckLimits.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - passwordCheckLimits.perAccount);
    // Until the window ends, even the right old password waits; the password is unchanged.
    const right = await t.api({
      method: 'PUT',
      url: '/api/v1/users/change-password',
      headers: auth,
      payload: { old_password: user.password, new_password: 'new password 1', confirm_password: 'new password 1' },
    });
    expect(right.statusCode).toBe(429);
    await signIn(t, user.email, user.password);
  });

  it("has the PATCH /users/{guid}/password form, for one's own account only", async () => {
    const user = await registerUser(t, { verify: true });
    const stranger = await registerUser(t, { verify: true });
    const body = { old_password: user.password, new_password: 'patched pass 1', confirm_password: 'patched pass 1' };
    expect(
      (
        await t.api({
          method: 'PATCH',
          url: `/api/v1/users/${user.guid}/password`,
          headers: bearer(stranger.tokens.access_token),
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.api({
          method: 'PATCH',
          url: `/api/v1/users/${user.guid}/password`,
          headers: bearer(user.tokens.access_token),
          payload: body,
        })
      ).statusCode,
    ).toBe(200);
    await signIn(t, user.email, 'patched pass 1');
  });
});

describe('update profile', () => {
  it('changes names and email, refusing a taken email; the refreshed token shows them', async () => {
    const user = await registerUser(t, { verify: true });
    const other = await registerUser(t);
    const auth = bearer(user.tokens.access_token);
    const taken = await t.api({
      method: 'PUT',
      url: '/api/v1/users/',
      headers: auth,
      payload: { email: other.email, password: user.password },
      locale: 'en',
    });
    expect(taken.statusCode).toBe(409);
    const res = await t.api({
      method: 'PUT',
      url: '/api/v1/users/',
      headers: auth,
      payload: { first_name: 'ريم', last_name: 'الحربي', email: 'Reem.New@Example.com', password: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'ريم', email: 'reem.new@example.com' });
    const claims = decodeJwt((await refresh(t, user.tokens.refresh_token)).access_token);
    expect(claims).toMatchObject({ first_name: 'ريم', last_name: 'الحربي', email: 'reem.new@example.com' });
    const bad = await t.api({ method: 'PUT', url: '/api/v1/users/', headers: auth, payload: { email: 'nope' }, locale: 'en' });
    expect(bad.statusCode).toBe(422);
  });

  it('changes the email only with the current password, and tells the old address', async () => {
    const user = await registerUser(t, { verify: true, locale: 'en' });
    const auth = bearer(user.tokens.access_token);
    const put = (payload: object) => t.api({ method: 'PUT', url: '/api/v1/users/', headers: auth, payload, locale: 'en' });
    const newEmail = `taken.over.${user.guid.slice(0, 8)}@example.com`;

    const bare = await put({ email: newEmail });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ detail: 'Enter your current password to change your email or mobile number', field: 'password' });
    const wrong = await put({ email: newEmail, password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'The current password is incorrect', field: 'password' });
    expect((await t.api({ url: '/api/v1/users/me', headers: auth })).json().email).toBe(user.email);
    // Names (and the same email) need no password.
    expect((await put({ first_name: 'Reema', email: user.email })).statusCode).toBe(200);
    expect(await outbox(user.email)).toEqual([]);

    const ok = await put({ email: newEmail, password: user.password });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().email).toBe(newEmail);
    const [notice] = await outbox(user.email);
    expect(notice).toMatchObject({ channel: 'email', subject: 'The email of your Sahm account was changed' });
    expect(notice!.body).toContain('Hello Reema,');
    expect(notice!.body).toContain(`t•••@example.com`);
    expect(notice!.body).not.toContain(newEmail);
    expect(await outbox(newEmail)).toEqual([]);
  });

  it('counts every current-password check before comparing: parallel guesses on an email change get five', async () => {
    const user = await registerUser(t, { verify: true });
    const auth = bearer(user.tokens.access_token);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.api({
          method: 'PUT',
          url: '/api/v1/users/',
          headers: auth,
          payload: { email: `guess${i}.${user.guid.slice(0, 8)}@example.com`, password: `guess number ${i}` },
          locale: 'en',
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(passwordCheckLimits.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - passwordCheckLimits.perAccount);
    const limited = results.find((r) => r.statusCode === 429)!;
    expect(limited.json().detail).toMatch(/^Too many attempts; try again in \d+ minutes$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('changes the mobile in two steps: a code to the new number, then the number with its code', async () => {
    const user = await registerUser(t, { verify: true });
    const auth = bearer(user.tokens.access_token);
    const same = await t.api({ method: 'POST', url: '/api/v1/users/create-otp', headers: auth, payload: { phone_number: user.phone } });
    expect(same.statusCode).toBe(400);
    const someoneElse = await registerUser(t);
    const taken = await t.api({
      method: 'POST',
      url: '/api/v1/users/create-otp',
      headers: auth,
      payload: { phone_number: someoneElse.phone },
    });
    expect(taken.statusCode).toBe(409);

    const next = freshPhone();
    const sent = await t.api({
      method: 'POST',
      url: '/api/v1/users/create-otp',
      headers: auth,
      payload: { phone_number: `0${next.slice(3)}`, type: 'CHANGE_MOBILE' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ type: 'CHANGE_MOBILE', active: true });
    expect(sent.json().expires_in).toBeLessThanOrEqual(180);
    expect(sent.json().expires_in).toBeGreaterThan(170);
    const code = await lastCode(t, next);
    // The code is bound to the number it was sent to.
    const otherNumber = await t.api({
      method: 'PUT',
      url: '/api/v1/users/',
      headers: auth,
      payload: { phone_number: freshPhone(), otp_code: code, password: user.password },
    });
    expect(otherNumber.statusCode).toBe(400);
    expect(otherNumber.json().attempts_left).toBe(4);
    // The code alone does not do it: the current password must come with it, and a wrong one costs no code try.
    const noPassword = await t.api({
      method: 'PUT',
      url: '/api/v1/users/',
      headers: auth,
      payload: { phone_number: next, otp_code: code },
      locale: 'en',
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().field).toBe('password');
    const wrongPassword = await t.api({
      method: 'PUT',
      url: '/api/v1/users/',
      headers: auth,
      payload: { phone_number: next, otp_code: code, password: 'not my password' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect((await t.api({ url: '/api/v1/users/otp-status?otp_type=CHANGE_MOBILE', headers: auth })).json().attempts_left).toBe(4);
    const res = await t.api({
      method: 'PUT',
      url: '/api/v1/users/',
      headers: auth,
      payload: { phone_number: next, otp_code: code, password: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phone_number: next, is_mobile_verified: true });
    expect(decodeJwt((await refresh(t, user.tokens.refresh_token)).access_token).phone_number).toBe(next);
    // The old number is told, the new one only got its code.
    const [notice] = await outbox(user.phone);
    expect(notice).toMatchObject({ channel: 'sms' });
    expect(notice!.body).toMatch(/^سهم: تم تغيير رقم الجوال في حسابك إلى 9665•+\d{3}/);
    expect(notice!.body).toContain(next.slice(-3));
    expect(await outbox(next)).toHaveLength(1);
  });

  it('a CHANGE_MOBILE code entered through verify-otp also needs the current password', async () => {
    const user = await registerUser(t, { verify: true });
    const auth = bearer(user.tokens.access_token);
    const next = freshPhone();
    const sent = await t.api({ method: 'POST', url: '/api/v1/users/create-otp', headers: auth, payload: { phone_number: next } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastCode(t, next);
    const verify = (payload: object) => t.api({ method: 'PUT', url: '/api/v1/users/verify-otp', headers: auth, payload, locale: 'en' });
    const bare = await verify({ code, type: 'CHANGE_MOBILE' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().field).toBe('password');
    expect((await t.api({ url: '/api/v1/users/me', headers: auth })).json().phone_number).toBe(user.phone);
    const ok = await verify({ code, type: 'CHANGE_MOBILE', password: user.password });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Mobile number changed successfully');
    expect((await outbox(user.phone)).filter((m) => m.body.includes(next.slice(-3)))).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    const res = await t.api({ method: 'PUT', url: '/api/v1/users/', payload: { first_name: 'X' }, locale: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Authentication is required');
  });
});
