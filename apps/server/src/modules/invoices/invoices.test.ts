import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceListSchema } from '@sahm/contracts/plans';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, DEMO_PASSWORD, registerUser, signIn } from '../../../test/helpers/accounts.ts';
import { readZatcaQr, zatcaQrPayload } from './zatca-qr.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('invoices', () => {
  it('a new account has its trial on the list, which is no sale and so has no invoice document; owners only', async () => {
    const user = await registerUser(t, { verify: true });
    const list = invoiceListSchema.parse(
      (await t.api({ url: '/api/v1/subscriptions/invoices', headers: bearer(user.tokens.access_token), locale: 'en' })).json(),
    );
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      is_paid: 'TRIAL',
      total: '0.00',
      plan: { slug: 'PROFESSIONAL', period: 'NO_PERIOD', name: 'Professional' },
    });
    const number = list.items[0]!.number;
    const pdf = await t.api({
      method: 'POST',
      url: `/api/v1/subscriptions/invoice/${number}/`,
      headers: bearer(user.tokens.access_token),
      payload: {},
    });
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().detail).toBe('التجربة المجانية ليست عملية بيع، فلا مستند فاتورة لها');
    const stranger = await registerUser(t, { verify: true });
    expect(
      (
        await t.api({
          method: 'POST',
          url: `/api/v1/subscriptions/invoice/${number}/`,
          headers: bearer(stranger.tokens.access_token),
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.api({ method: 'POST', url: `/api/v1/subscriptions/invoice/${number}/`, payload: {} })).statusCode).toBe(401);
    // Admins see anyone's list; others do not.
    const admin = await signIn(t, 'admin@sahm.demo', DEMO_PASSWORD);
    expect(
      (await t.api({ url: `/api/v1/subscriptions/${user.guid}/invoices/`, headers: bearer(admin.access_token) })).json().items,
    ).toHaveLength(1);
    expect(
      (await t.api({ url: `/api/v1/subscriptions/${user.guid}/invoices/`, headers: bearer(stranger.tokens.access_token) })).statusCode,
    ).toBe(403);
  });

  it('encodes the e-invoicing QR as TLV in base64', () => {
    const payload = zatcaQrPayload({
      seller: 'سهم للمعلومات المالية',
      vatNumber: '300000000000003',
      timestamp: '2026-11-23T12:00:00Z',
      total: '632.00',
      vat: '82.43',
    });
    expect(readZatcaQr(payload)).toEqual(['سهم للمعلومات المالية', '300000000000003', '2026-11-23T12:00:00Z', '632.00', '82.43']);
    const raw = Buffer.from(payload, 'base64');
    expect(raw[0]).toBe(1);
    expect(raw[1]).toBe(Buffer.byteLength('سهم للمعلومات المالية'));
  });
});
