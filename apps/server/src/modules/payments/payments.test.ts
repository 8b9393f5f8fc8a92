import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { quoteSchema } from '@sahm/contracts/payments';
import { packageListSchema, subscriptionSchema } from '@sahm/contracts/plans';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, DEMO_PASSWORD, refresh, registerUser, signIn, type Registered } from '../../../test/helpers/accounts.ts';
import { startSubscription } from '../plans/index.ts';

let t: TestApp;
let prices: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const { items } = packageListSchema.parse((await t.api({ url: '/api/v1/packages/' })).json());
  prices = Object.fromEntries(items.flatMap((p) => p.prices.map((x) => [`${p.slug}:${x.period}`, x.guid])));
});
afterAll(() => t.close());

const promo = async (user: Registered, code: string, pricePeriod?: string) =>
  t.api({
    method: 'POST',
    url: '/api/v1/promo-code/apply',
    headers: bearer(user.tokens.access_token),
    payload: { code, ...(pricePeriod ? { package_price_guid: prices[pricePeriod] } : {}) },
    locale: 'en',
  });
const quote = async (user: Registered, price: string, promoGuid?: string) =>
  t.api({
    method: 'POST',
    url: '/api/v1/payments/quote',
    headers: bearer(user.tokens.access_token),
    payload: { package_price_guid: prices[price], ...(promoGuid ? { promo_code_guid: promoGuid } : {}) },
    locale: 'en',
  });

/** Pays through the sandbox's hosted form as a browser would; returns the redirect's query. */
async function payInSandbox(
  user: Registered,
  opts: { price: string; amount: number; promo?: string; card?: string },
): Promise<URLSearchParams> {
  const fields = {
    amount: String(opts.amount),
    currency: 'SAR',
    callback_url: '/payment/completed',
    publishable_api_key: 'pk_sandbox_sahm',
    lang: 'en',
    user_id: user.guid,
    package_price_guid: prices[opts.price]!,
    promo_code_guid: opts.promo ?? '',
    name: 'Reem Alharbi',
    number: opts.card ?? '4111 1111 1111 1111',
    expiry: '12/30',
    cvc: '123',
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox-pay/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  const location = new URL(String(res.headers.location), 'http://x');
  expect(location.pathname).toBe('/payment/completed');
  return location.searchParams;
}

const record = (user: Registered, body: Record<string, unknown>) =>
  t.api({ method: 'POST', url: '/api/v1/payments/', headers: bearer(user.tokens.access_token), payload: body, locale: 'en' });

describe('promo codes', () => {
  it('applies a known code and refuses unknown or mismatched ones with clear messages', async () => {
    const user = await registerUser(t, { verify: true });
    const ok = await promo(user, 'sahm20', 'ADVANCE:YEARLY');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ code: 'SAHM20', unit: 'PERCENTAGE', amount: '20.00', billing_period: 'YEARLY' });
    expect((await promo(user, 'NOPE')).statusCode).toBe(404);
    const mismatch = await promo(user, 'SAHM20', 'ADVANCE:MONTHLY');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().detail).toBe('The discount code SAHM20 does not match the payment plan');
  });
});

describe('the server’s quote', () => {
  it('computes price − discount − credit in halalas, and refuses BASIC, the trial and what is already held', async () => {
    const user = await registerUser(t, { verify: true });
    const code = (await promo(user, 'SAHM20', 'ADVANCE:YEARLY')).json().guid;
    const q = quoteSchema.parse((await quote(user, 'ADVANCE:YEARLY', code)).json());
    expect(q).toMatchObject({
      price: '790.00',
      discount: '158.00',
      remaining_credit: '0.00',
      total: '632.00',
      amount: 63_200,
      vat: '82.43',
    });
    expect((await quote(user, 'BASIC:MONTHLY')).statusCode).toBe(400);
    expect((await quote(user, 'PROFESSIONAL:NO_PERIOD')).statusCode).toBe(400);
    const advance = await signIn(t, 'advance@sahm.demo', DEMO_PASSWORD);
    const held = await t.api({
      method: 'POST',
      url: '/api/v1/payments/quote',
      headers: bearer(advance.access_token),
      payload: { package_price_guid: prices['ADVANCE:YEARLY'] },
      locale: 'en',
    });
    expect(held.json().detail).toBe('You already hold this package for this period');
  });

  it('credits the unused part of a paid period against an upgrade, never below zero', async () => {
    const user = await registerUser(t, { verify: true });
    const start = new Date(Date.now() - 15 * 86_400_000);
    await startSubscription(t.database.db, {
      userId: user.guid,
      slug: 'ADVANCE',
      period: 'YEARLY',
      endsAt: new Date(start.getTime() + 365 * 86_400_000),
      amountPaid: 79_000,
      now: start,
    });
    const up = quoteSchema.parse((await quote(user, 'PROFESSIONAL:MONTHLY')).json());
    // 350 of 365 days left of 790.00 is 757.53: more than 149.00, so nothing to pay.
    expect(up).toMatchObject({ price: '149.00', remaining_credit: '149.00', total: '0.00', amount: 0 });
    const yearly = quoteSchema.parse((await quote(user, 'PROFESSIONAL:YEARLY')).json());
    expect(yearly.amount).toBe(149_000 - 75_753);
  });
});

describe('recording a card payment', () => {
  it('pays with the sandbox success card: plan, invoice and roles follow; a replay changes nothing', async () => {
    const user = await registerUser(t, { verify: true });
    const code = (await promo(user, 'SAHM20', 'ADVANCE:YEARLY')).json().guid;
    const q = quoteSchema.parse((await quote(user, 'ADVANCE:YEARLY', code)).json());
    const back = await payInSandbox(user, { price: 'ADVANCE:YEARLY', amount: q.amount, promo: code });
    expect(back.get('status')).toBe('paid');
    expect(back.get('amount')).toBe('63200');
    const body = {
      payment_id: back.get('id'),
      status: 'paid',
      amount: q.amount,
      package_price_guid: prices['ADVANCE:YEARLY'],
      message: '{}',
      promo_code_guid: code,
    };
    const res = await record(user, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid' });
    expect(res.json().invoice_number).toBeGreaterThanOrEqual(1000);
    // The paid invoice is a document: its owner downloads it as a PDF.
    const pdf = await t.api({
      method: 'POST',
      url: `/api/v1/subscriptions/invoice/${res.json().invoice_number}/`,
      headers: bearer(user.tokens.access_token),
      payload: {},
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('invoice.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const current = subscriptionSchema.parse(
      (await t.api({ url: '/api/v1/subscriptions/current', headers: bearer(user.tokens.access_token) })).json(),
    );
    expect(current.package_price).toMatchObject({ slug: 'ADVANCE', period: 'YEARLY' });
    expect(current.remaining_days).toBeGreaterThanOrEqual(365);
    expect(decodeJwt((await refresh(t, user.tokens.refresh_token)).access_token).current_plan).toBe('ADVANCE');

    const again = await record(user, body);
    expect(again.json()).toMatchObject({
      status: 'paid',
      invoice_number: res.json().invoice_number,
      subscription_guid: res.json().subscription_guid,
    });
    const count = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1`, [user.guid]);
    expect(count[0]!.n).toBe(2);
    // The code was used once and is now spent for this user.
    expect((await promo(user, 'SAHM20', 'PROFESSIONAL:YEARLY')).json().detail).toBe('The discount code SAHM20 has already been used');
  });

  it('refuses an altered amount, an unpaid payment and someone else’s payment, changing nothing', async () => {
    const user = await registerUser(t, { verify: true });
    const q = quoteSchema.parse((await quote(user, 'ADVANCE:MONTHLY')).json());
    const cheap = await payInSandbox(user, { price: 'ADVANCE:MONTHLY', amount: 100 });
    const altered = await record(user, {
      payment_id: cheap.get('id'),
      status: 'paid',
      amount: q.amount,
      package_price_guid: prices['ADVANCE:MONTHLY'],
    });
    expect(altered.statusCode).toBe(400);
    expect(altered.json().detail).toBe('The amount paid does not match the amount due');
    const declined = await payInSandbox(user, { price: 'ADVANCE:MONTHLY', amount: q.amount, card: '4000000000000002' });
    expect(declined.get('status')).toBe('failed');
    const unpaid = await record(user, {
      payment_id: declined.get('id'),
      status: 'paid',
      amount: q.amount,
      package_price_guid: prices['ADVANCE:MONTHLY'],
    });
    expect(unpaid.json().detail).toBe('The payment was not completed');
    const other = await registerUser(t, { verify: true });
    const theirs = await payInSandbox(other, { price: 'ADVANCE:MONTHLY', amount: q.amount });
    expect(
      (
        await record(user, {
          payment_id: theirs.get('id'),
          status: 'paid',
          amount: q.amount,
          package_price_guid: prices['ADVANCE:MONTHLY'],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await record(user, { payment_id: 'sbx_unknown', status: 'paid', amount: 1, package_price_guid: prices['ADVANCE:MONTHLY'] }))
        .statusCode,
    ).toBe(400);
    const current = subscriptionSchema.parse(
      (await t.api({ url: '/api/v1/subscriptions/current', headers: bearer(user.tokens.access_token) })).json(),
    );
    expect(current.package_price.period).toBe('NO_PERIOD');
    const stored = await t.database.query(`SELECT 1 FROM payments WHERE user_id = $1`, [user.guid]);
    expect(stored).toEqual([]);
  });

  it('answers about a payment only to its owner: another user’s payment id reads as an unknown payment', async () => {
    const owner = await registerUser(t, { verify: true });
    const q = quoteSchema.parse((await quote(owner, 'ADVANCE:MONTHLY')).json());
    const paid = await payInSandbox(owner, { price: 'ADVANCE:MONTHLY', amount: q.amount });
    const unrecorded = await payInSandbox(owner, { price: 'ADVANCE:MONTHLY', amount: q.amount });
    const body = (id: string | null) => ({
      payment_id: id,
      status: 'paid',
      amount: q.amount,
      package_price_guid: prices['ADVANCE:MONTHLY'],
    });
    const mine = await record(owner, body(paid.get('id')));
    expect(mine.json()).toMatchObject({ status: 'paid', subscription_guid: expect.any(String), invoice_number: expect.any(Number) });

    const intruder = await registerUser(t, { verify: true });
    const unknown = await record(intruder, body(`sbx_${'0'.repeat(32)}`));
    expect(unknown.statusCode).toBe(400);
    for (const id of [paid.get('id'), unrecorded.get('id')]) {
      const theirs = await record(intruder, body(id));
      expect(theirs.statusCode).toBe(400);
      expect(theirs.json()).toEqual(unknown.json());
      expect(theirs.body).not.toContain(mine.json().subscription_guid);
    }
    // The webhook tells the provider the notice landed, not the customer's plan or invoice.
    const hook = await t.app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      payload: { type: 'payment_paid', secret_token: 'sahm-dev-webhook-secret', data: { id: paid.get('id') } },
    });
    expect(hook.json()).toEqual({ ok: true, payment_id: paid.get('id'), status: 'paid' });
    // Nothing of the intruder's changed, and the owner's payment is still the owner's.
    const current = subscriptionSchema.parse(
      (await t.api({ url: '/api/v1/subscriptions/current', headers: bearer(intruder.tokens.access_token) })).json(),
    );
    expect(current.package_price.period).toBe('NO_PERIOD');
    expect((await record(owner, body(paid.get('id')))).json()).toMatchObject({ subscription_guid: mine.json().subscription_guid });
  });

  it('runs a 3-D Secure step for the card that asks for one', async () => {
    const user = await registerUser(t, { verify: true });
    const q = quoteSchema.parse((await quote(user, 'PROFESSIONAL:MONTHLY')).json());
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        amount: String(q.amount),
        callback_url: '/payment/completed',
        publishable_api_key: 'pk_sandbox_sahm',
        user_id: user.guid,
        package_price_guid: prices['PROFESSIONAL:MONTHLY']!,
        number: '4000000000003220',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const action = /action="(\/sandbox-pay\/3ds\/[^"]+)"/.exec(res.body)![1]!;
    const done = await t.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=paid',
    });
    expect(done.statusCode).toBe(303);
    expect(String(done.headers.location)).toContain('status=paid');
  });

  it('the webhook activates a plan once, even with the tab closed', async () => {
    const user = await registerUser(t, { verify: true });
    const q = quoteSchema.parse((await quote(user, 'PROFESSIONAL:YEARLY')).json());
    const back = await payInSandbox(user, { price: 'PROFESSIONAL:YEARLY', amount: q.amount });
    const hook = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/webhooks/payments',
        payload: { type: 'payment_paid', secret_token: secret, data: { id: back.get('id') } },
      });
    expect((await hook('wrong-secret-value')).statusCode).toBe(401);
    const first = await hook('sahm-dev-webhook-secret');
    expect(first.statusCode, first.body).toBe(200);
    expect((await hook('sahm-dev-webhook-secret')).statusCode).toBe(200);
    const subs = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM subscriptions s JOIN package_prices p ON p.id = s.package_price_id WHERE s.user_id = $1 AND p.period = 'YEARLY'`,
      [user.guid],
    );
    expect(subs[0]!.n).toBe(1);
    // The browser arriving late gets the same outcome.
    const late = await record(user, {
      payment_id: back.get('id'),
      status: 'paid',
      amount: q.amount,
      package_price_guid: prices['PROFESSIONAL:YEARLY'],
    });
    expect(late.json().status).toBe('paid');
  });

  it('the hosted form only sends buyers back to this site', async () => {
    const res = await t.app.inject({
      url: '/sandbox-pay/form?amount=100&callback_url=https://evil.example/x&publishable_api_key=pk_sandbox_sahm',
    });
    expect(res.statusCode).toBe(400);
    const ok = await t.app.inject({
      url: '/sandbox-pay/form?amount=7900&callback_url=/payment/completed&publishable_api_key=pk_sandbox_sahm&lang=ar',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('dir="rtl"');
  });
});
