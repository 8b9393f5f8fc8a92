import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageListSchema } from '@sahm/contracts/plans';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, registerUser } from '../../../test/helpers/accounts.ts';

// A stand-in for the provider's API that can be made to fail the way a real one does.
let mode: 'down' | 'garbled' = 'down';
const provider = http.createServer((_req, res) => {
  if (mode === 'down') res.writeHead(503).end('upstream unavailable');
  else res.writeHead(200, { 'content-type': 'application/json' }).end('{"id": "pay_');
});

let t: TestApp;
let priceGuid: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp({
    PAYMENT_PROVIDER: 'moyasar',
    MOYASAR_PUBLISHABLE_KEY: 'pk_test_outage',
    MOYASAR_SECRET_KEY: 'sk_test_outage',
    MOYASAR_API_URL: `http://127.0.0.1:${port}/v1`,
  });
  const { items } = packageListSchema.parse((await t.api({ url: '/api/v1/packages/' })).json());
  priceGuid = items.find((p) => p.slug === 'ADVANCE')!.prices.find((p) => p.period === 'MONTHLY')!.guid;
});
afterAll(async () => {
  await t.close();
  provider.close();
});

describe('a payment provider that cannot answer', () => {
  it.each(['down', 'garbled'] as const)('is a translated 502 with Retry-After when it is %s, and nothing is recorded', async (how) => {
    mode = how;
    const user = await registerUser(t, { verify: true });
    const body = { payment_id: 'pay_outage_1', status: 'paid', amount: 7_900, package_price_guid: priceGuid };
    for (const locale of ['en', 'ar'] as const) {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/payments/',
        headers: bearer(user.tokens.access_token),
        payload: body,
        locale,
      });
      expect(res.statusCode, res.body).toBe(502);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json().detail).toBe(
        locale === 'en'
          ? 'The payment provider cannot be reached right now; your payment is safe, try again shortly'
          : 'تعذر الوصول إلى مزود الدفع حاليًا؛ دفعتك محفوظة، حاول مرة أخرى بعد قليل',
      );
    }
    expect(await t.database.query(`SELECT 1 FROM payments WHERE user_id = $1`, [user.guid])).toEqual([]);
  });

  it('is the same 502 for the provider’s webhook, which the provider then retries', async () => {
    mode = 'down';
    const res = await t.app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      payload: { type: 'payment_paid', secret_token: 'sahm-dev-webhook-secret', data: { id: 'pay_outage_2' } },
    });
    expect(res.statusCode, res.body).toBe(502);
  });
});
