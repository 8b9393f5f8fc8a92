import { expect } from 'vitest';
import { packageListSchema } from '@sahm/contracts/plans';
import { quoteSchema, type Quote } from '@sahm/contracts/payments';
import { bearer, type Registered } from './accounts.ts';
import type { TestApp } from './test-app.ts';

export const WEBHOOK_SECRET = 'sahm-dev-webhook-secret';

/** Package price ids by `SLUG:PERIOD`, e.g. `ADVANCE:YEARLY`. */
export async function packagePrices(t: TestApp): Promise<Record<string, string>> {
  const { items } = packageListSchema.parse((await t.api({ url: '/api/v1/packages/' })).json());
  return Object.fromEntries(items.flatMap((p) => p.prices.map((x) => [`${p.slug}:${x.period}`, x.guid])));
}

export async function quote(t: TestApp, user: Registered, priceGuid: string, promoGuid?: string): Promise<Quote> {
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/payments/quote',
    headers: bearer(user.tokens.access_token),
    payload: { package_price_guid: priceGuid, ...(promoGuid ? { promo_code_guid: promoGuid } : {}) },
    locale: 'en',
  });
  expect(res.statusCode, res.body).toBe(200);
  return quoteSchema.parse(res.json());
}

/** Pays on the sandbox's hosted form as a browser would; returns the provider's payment id. */
export async function payInSandbox(
  t: TestApp,
  user: Registered,
  opts: { priceGuid: string; amount: number; promoGuid?: string; quoteGuid?: string; card?: string },
): Promise<string> {
  const fields: Record<string, string> = {
    amount: String(opts.amount),
    currency: 'SAR',
    callback_url: '/payment/completed',
    publishable_api_key: 'pk_sandbox_sahm',
    lang: 'en',
    user_id: user.guid,
    package_price_guid: opts.priceGuid,
    promo_code_guid: opts.promoGuid ?? '',
    name: 'Reem Alharbi',
    number: opts.card ?? '4111 1111 1111 1111',
    expiry: '12/30',
    cvc: '123',
  };
  if (opts.quoteGuid) fields.quote_guid = opts.quoteGuid;
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox-pay/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  const id = new URL(String(res.headers.location), 'http://x').searchParams.get('id');
  expect(id).toBeTruthy();
  return id!;
}

/** POST /api/v1/payments/ as the completed page sends it. */
export const recordPayment = (
  t: TestApp,
  user: Registered,
  body: { payment_id: string; package_price_guid: string; amount: number; promo_code_guid?: string },
) =>
  t.api({
    method: 'POST',
    url: '/api/v1/payments/',
    headers: bearer(user.tokens.access_token),
    payload: { status: 'paid', message: '{}', ...body },
    locale: 'en',
  });

/** The provider's notice that a payment completed. */
export const paymentWebhook = (t: TestApp, paymentId: string, secret = WEBHOOK_SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/webhooks/payments',
    headers: { 'accept-language': 'en' },
    payload: { type: 'payment_paid', secret_token: secret, data: { id: paymentId } },
  });
