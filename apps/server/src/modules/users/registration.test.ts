import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupsSchema, userProfileSchema } from '@sahm/contracts/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, freshPhone, lastCode, registration, registerUser, signIn } from '../../../test/helpers/accounts.ts';
import { registrationsPerAddressPerHour } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: object, locale: 'ar' | 'en' = 'en', remoteAddress?: string) =>
  t.api({ method: 'POST', url: '/api/v1/users/', payload, locale, remoteAddress });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const userCount = async () => Number((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n);

describe('GET /api/v1/lookups/', () => {
  it('lists age, investment experience and annual investment with both labels', async () => {
    const res = await t.api({ url: '/api/v1/lookups/' });
    const body = lookupsSchema.parse(res.json());
    expect(body.age.map((a) => a.identifier)).toEqual(['AGE_18_30', 'AGE_31_45', 'AGE_OVER_45', 'PREFER_NOT_TO_ANSWER']);
    expect(body.investment_experience.find((i) => i.identifier === 'FINANCE_SPECIALIST')).toMatchObject({
      name_en: 'Finance specialist',
      name_ar: 'متخصص في المالية',
    });
    expect(body.annual_investment).toHaveLength(3);
  });
});

describe('POST /api/v1/users/ (register)', () => {
  it('creates the account with a normalised mobile, texts a 4-digit code, and signs in', async () => {
    const payload = registration({
      phone_number: '0555 123 456'.replace('555 123 456', freshPhone().slice(3, 6) + ' ' + '123 456'),
      email: '  Mixed.Case@Example.COM ',
    });
    const res = await register(payload);
    expect(res.statusCode, res.body).toBe(201);
    const user = userProfileSchema.parse(res.json());
    expect(user.email).toBe('mixed.case@example.com');
    expect(user.phone_number).toMatch(/^9665\d{8}$/);
    // Every new account starts on the three-day professional trial.
    expect(user).toMatchObject({ is_mobile_verified: false, current_plan: 'PROFESSIONAL', is_admin: false, age: 'AGE_18_30' });
    expect(user.roles[0]).toBe('PROFESSIONAL');
    expect(user.roles).toContain('CAN_HAVE_MULTIPLE_PORTFOLIOS');
    const sms = (await t.api({ url: `/api/v1/dev/outbox?recipient=${user.phone_number}` })).json().items;
    expect(sms).toHaveLength(1);
    expect(sms[0].channel).toBe('sms');
    expect(sms[0].body).toMatch(/\b\d{4}\b/);
    // The password is stored as an Argon2id hash, the code hashed too.
    const row = (await t.database.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.guid]))[0]!;
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const code = (
      await t.database.query<{ code_hash: string }>('SELECT code_hash FROM one_time_codes WHERE user_id = $1', [user.guid])
    )[0]!;
    expect(code.code_hash).toMatch(/^\$argon2id\$/);
    expect((await signIn(t, 'MIXED.case@example.com', payload.password)).access_token).toBeTruthy();
  });

  it('accepts the mobile typed in any usual form, Arabic digits included', async () => {
    for (const typed of ['٥٠١٢٣٤٥٦٧', '+966 50 765 4321', '00966501112223', '0509998887']) {
      const res = await register(registration({ phone_number: typed }));
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(201);
    }
    const stored = await t.database.query<{ phone_number: string }>(
      `SELECT phone_number FROM users WHERE phone_number IN ('966501234567','966507654321','966501112223','966509998887')`,
    );
    expect(stored).toHaveLength(4);
  });

  it('enforces every rule with the spec wording, in both languages, and stores nothing', async () => {
    const before = await userCount();
    const res = await register({ email: 'not-an-email', password: 'short', phone_number: '521234567', age: 'AGE_99' });
    expect(res.statusCode).toBe(422);
    const byField = Object.fromEntries(res.json().detail.map((d: { loc: string[]; msg: string }) => [d.loc.slice(1).join('.'), d.msg]));
    expect(byField).toMatchObject({
      first_name: 'This field is required',
      last_name: 'This field is required',
      email: 'Invalid email address',
      password: 'Must be at least 8 characters',
      phone_number: 'Invalid mobile number',
      investment_experience: 'This field is required',
      annual_investment: 'This field is required',
    });
    expect(byField.age).toMatch(/^Must be one of/);
    const ar = await register({ ...registration(), phone_number: '4123' }, 'ar');
    expect(ar.json().detail[0]).toMatchObject({ loc: ['body', 'phone_number'], msg: 'رقم الجوال غير صالح' });
    const empty = await register({ ...registration(), email: '' });
    expect(empty.json().detail[0].msg).toBe('This field is required');
    expect(await userCount()).toBe(before);
  });

  it('answers a taken email and a taken mobile alike, naming neither, after the same work', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    // An address of its own: these answers count against the address's registrations.
    const ip = '10.201.0.1';
    const sameEmail = () => register(registration({ email: first.email.toUpperCase() }), 'en', ip);
    const samePhone = () => register(registration({ phone_number: `0${first.phone_number.slice(3)}` }), 'en', ip);
    const [byEmail, byPhone] = [await sameEmail(), await samePhone()];
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toEqual({
      detail: 'An account with this email or mobile number already exists; sign in, or reset your password',
      code: 'account_exists',
    });
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json()).toEqual(byEmail.json());
    const ar = await register(registration({ email: first.email }), 'ar', ip);
    expect(ar.json().detail).toBe('يوجد حساب مسجل بهذا البريد الإلكتروني أو رقم الجوال؛ سجّل الدخول أو أعد تعيين كلمة المرور');

    // Both hash the password and try the insert: their times are alike.
    const timed = async (call: () => Promise<unknown>) => {
      const started = performance.now();
      await call();
      return performance.now() - started;
    };
    const emailTimes: number[] = [];
    const phoneTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      emailTimes.push(await timed(sameEmail));
      phoneTimes.push(await timed(samePhone));
    }
    // A path that skipped the hash would be a whole hash (~70 ms idle) faster; a busy machine slows
    // both alike, so the bound grows with them.
    const [byEmailMs, byPhoneMs] = [median(emailTimes), median(phoneTimes)];
    expect(Math.abs(byEmailMs - byPhoneMs)).toBeLessThan(Math.max(40, 0.35 * Math.max(byEmailMs, byPhoneMs)));
  });
});

describe('registration limits', () => {
  it('allows twenty new accounts an hour from one address', async () => {
    const ip = '10.200.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await t.api({ method: 'POST', url: '/api/v1/users/', payload: registration(), remoteAddress: ip })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    expect((await t.api({ method: 'POST', url: '/api/v1/users/', payload: registration(), remoteAddress: '10.200.0.2' })).statusCode).toBe(
      201,
    );
  });

  it('counts the answers about taken emails and mobiles too, so they cannot be asked without end', async () => {
    const owner = registration();
    expect((await t.api({ method: 'POST', url: '/api/v1/users/', payload: owner, remoteAddress: '10.200.0.4' })).statusCode).toBe(201);
    const ip = '10.200.0.3';
    for (let i = 0; i < registrationsPerAddressPerHour; i++) {
      const probe = registration(i % 2 ? { email: owner.email } : { phone_number: owner.phone_number });
      expect((await t.api({ method: 'POST', url: '/api/v1/users/', payload: probe, remoteAddress: ip })).statusCode).toBe(409);
    }
    const limited = await t.api({ method: 'POST', url: '/api/v1/users/', payload: registration(), remoteAddress: ip, locale: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe('Too many new accounts from this network; try again later');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
  });
});

describe('mobile verification', () => {
  it('an unverified user is refused where verification is required, with is_mobile_verified: false', async () => {
    const user = await registerUser(t);
    const res = await t.api({
      method: 'PUT',
      url: '/api/v1/users/',
      headers: bearer(user.tokens.access_token),
      payload: { first_name: 'X' },
      locale: 'en',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Please verify your mobile number', code: 'mobile_unverified', is_mobile_verified: false });
    // Reading one's own profile and the code status stays open.
    expect((await t.api({ url: '/api/v1/users/me', headers: bearer(user.tokens.access_token) })).statusCode).toBe(200);
  });

  it('reports the code status with relative seconds, then verifies', async () => {
    const user = await registerUser(t);
    const auth = bearer(user.tokens.access_token);
    const status = (await t.api({ url: '/api/v1/users/otp-status?otp_type=REGISTRATION', headers: auth })).json();
    expect(status).toMatchObject({ type: 'REGISTRATION', active: true, attempts_left: 5 });
    expect(status.expires_in).toBeGreaterThan(230);
    expect(status.expires_in).toBeLessThanOrEqual(240);
    expect(status.resend_in).toBeGreaterThan(50);
    expect(status.phone_number).toMatch(/^9665•+\d{3}$/);

    const code = await lastCode(t, user.phone);
    const ok = await t.api({
      method: 'PUT',
      url: '/api/v1/users/verify-otp',
      headers: auth,
      payload: { code, type: 'REGISTRATION' },
      locale: 'en',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your mobile number has been verified');
    const again = await t.api({
      method: 'PUT',
      url: '/api/v1/users/verify-otp',
      headers: auth,
      payload: { code, type: 'REGISTRATION' },
      locale: 'en',
    });
    expect(again.statusCode).toBe(400);
    expect((await t.api({ url: '/api/v1/users/me', headers: auth })).json().is_mobile_verified).toBe(true);
  });

  it('accepts the code in Arabic-Indic digits', async () => {
    const user = await registerUser(t);
    const code = (await lastCode(t, user.phone)).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const ok = await t.api({
      method: 'PUT',
      url: '/api/v1/users/verify-otp',
      headers: bearer(user.tokens.access_token),
      payload: { code, type: 'REGISTRATION' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('voids a code after five wrong tries: the sixth fails even with the right code', async () => {
    const user = await registerUser(t);
    const auth = bearer(user.tokens.access_token);
    const code = await lastCode(t, user.phone);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const attempt = (c: string) =>
      t.api({ method: 'PUT', url: '/api/v1/users/verify-otp', headers: auth, payload: { code: c, type: 'REGISTRATION' }, locale: 'en' });
    for (let i = 1; i <= 5; i++) {
      const res = await attempt(wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: 'The OTP code entered is incorrect', attempts_left: 5 - i });
    }
    const sixth = await attempt(code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().detail).not.toBe('The OTP code entered is incorrect');
    expect((await t.api({ url: '/api/v1/users/me', headers: auth })).json().is_mobile_verified).toBe(false);
  });

  it('counts parallel tries before comparing: twenty wrong codes at once get five comparisons', async () => {
    const user = await registerUser(t);
    const auth = bearer(user.tokens.access_token);
    const code = await lastCode(t, user.phone);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.api({
          method: 'PUT',
          url: '/api/v1/users/verify-otp',
          headers: auth,
          payload: { code: wrong, type: 'REGISTRATION' },
          locale: 'en',
        }),
      ),
    );
    const details = results.map((r) => r.json().detail as string);
    expect(details.filter((d) => d === 'The OTP code entered is incorrect')).toHaveLength(5);
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    const right = await t.api({ method: 'PUT', url: '/api/v1/users/verify-otp', headers: auth, payload: { code, type: 'REGISTRATION' } });
    expect(right.statusCode).toBe(400);
  });

  it('validates the code format', async () => {
    const user = await registerUser(t);
    const res = await t.api({
      method: 'PUT',
      url: '/api/v1/users/verify-otp',
      headers: bearer(user.tokens.access_token),
      payload: { code: '12a', type: 'REGISTRATION' },
      locale: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].msg).toBe('The code is exactly 4 digits');
  });

  it('refuses an expired code', async () => {
    const user = await registerUser(t);
    await t.database.query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.guid]);
    const code = await lastCode(t, user.phone);
    const res = await t.api({
      method: 'PUT',
      url: '/api/v1/users/verify-otp',
      headers: bearer(user.tokens.access_token),
      payload: { code, type: 'REGISTRATION' },
      locale: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('The code has expired; request a new one');
    const status = (await t.api({ url: '/api/v1/users/otp-status', headers: bearer(user.tokens.access_token) })).json();
    expect(status).toMatchObject({ active: false, expires_in: 0, expires_at: null });
  });

  it('resends only after 60 seconds, in both call forms, and the old code stops working', async () => {
    const user = await registerUser(t);
    const auth = bearer(user.tokens.access_token);
    const early = await t.api({ method: 'POST', url: '/api/v1/users/resend-otp?otp_type=REGISTRATION', headers: auth, locale: 'en' });
    expect(early.statusCode).toBe(429);
    expect(early.json().resend_in).toBeGreaterThan(0);
    expect(early.json().detail).toMatch(/^You can request a new code in \d+ seconds$/);

    const oldCode = await lastCode(t, user.phone);
    await t.database.query(`UPDATE one_time_codes SET created_at = created_at - interval '61 seconds' WHERE user_id = $1`, [user.guid]);
    const resent = await t.api({ method: 'POST', url: `/api/v1/users/${user.guid}/resend-otp?otp_type=REGISTRATION`, headers: auth });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ active: true, resend_in: 60 });
    const newCode = await lastCode(t, user.phone);
    if (newCode !== oldCode) {
      const stale = await t.api({
        method: 'PUT',
        url: '/api/v1/users/verify-otp',
        headers: auth,
        payload: { code: oldCode, type: 'REGISTRATION' },
      });
      expect(stale.statusCode).toBe(400);
    }
    const ok = await t.api({
      method: 'PUT',
      url: '/api/v1/users/verify-otp',
      headers: auth,
      payload: { code: newCode, type: 'REGISTRATION' },
    });
    expect(ok.statusCode).toBe(200);

    const other = await registerUser(t);
    // A wrong entry makes a new code available at once.
    const wrongCode = await lastCode(t, other.phone);
    await t.api({
      method: 'PUT',
      url: '/api/v1/users/verify-otp',
      headers: bearer(other.tokens.access_token),
      payload: { code: String((Number(wrongCode) + 1) % 10_000).padStart(4, '0'), type: 'REGISTRATION' },
    });
    expect((await t.api({ url: '/api/v1/users/otp-status', headers: bearer(other.tokens.access_token) })).json().resend_in).toBe(0);
    expect((await t.api({ method: 'POST', url: '/api/v1/users/resend-otp', headers: bearer(other.tokens.access_token) })).statusCode).toBe(
      200,
    );
    const notMine = await t.api({ method: 'POST', url: `/api/v1/users/${other.guid}/resend-otp`, headers: auth });
    expect(notMine.statusCode).toBe(403);
  });

  it('limits codes per phone per hour', async () => {
    const user = await registerUser(t);
    const auth = bearer(user.tokens.access_token);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      await t.database.query(`UPDATE one_time_codes SET created_at = created_at - interval '61 seconds' WHERE user_id = $1`, [user.guid]);
      statuses.push((await t.api({ method: 'POST', url: '/api/v1/users/resend-otp', headers: auth })).statusCode);
    }
    // The registration code was the first of six allowed in the hour.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('lets an unverified user correct a mistyped number before verifying', async () => {
    const user = await registerUser(t);
    const auth = bearer(user.tokens.access_token);
    await t.database.query(`UPDATE one_time_codes SET created_at = created_at - interval '61 seconds' WHERE user_id = $1`, [user.guid]);
    const corrected = freshPhone();
    const sent = await t.api({
      method: 'POST',
      url: '/api/v1/users/create-otp',
      headers: auth,
      payload: { phone_number: corrected, type: 'REGISTRATION' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastCode(t, corrected);
    expect(
      (await t.api({ method: 'PUT', url: '/api/v1/users/verify-otp', headers: auth, payload: { code, type: 'REGISTRATION' } })).statusCode,
    ).toBe(200);
    const me = (await t.api({ url: '/api/v1/users/me', headers: auth })).json();
    expect(me).toMatchObject({ phone_number: corrected, is_mobile_verified: true });
  });
});
