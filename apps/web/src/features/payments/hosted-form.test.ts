import type { Quote } from '@sahm/contracts/payments';
import { describe, expect, it } from 'vitest';
import { hostedFormUrl } from './hosted-form.ts';
import { QUOTE_REFRESH_MARGIN_MS, quoteStillGood } from './quote-expiry.ts';

const quote: Quote = {
  package_price_guid: '00000000-0000-4000-8000-000000000012',
  price: '790.00',
  discount: '158.00',
  remaining_credit: '0.00',
  total: '632.00',
  vat: '82.43',
  amount: 63_200,
  currency: 'SAR',
  promo_code_guid: '00000000-0000-4000-8000-000000000099',
  quote_guid: '00000000-0000-4000-8000-000000000077',
  expires_at: '2026-03-01T10:30:00.000Z',
};

describe('the hosted card form', () => {
  it('carries the amount, the purchase and the server’s quote to the provider', () => {
    const url = hostedFormUrl(
      { provider: 'sandbox', publishable_key: 'pk_sandbox_sahm', form_url: '/sandbox-pay/form' },
      { quote, description: 'Advanced · Yearly', locale: 'ar', userId: '00000000-0000-4000-8000-000000000001' },
    )!;
    const query = new URL(url, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      amount: '63200',
      callback_url: '/payment/completed',
      user_id: '00000000-0000-4000-8000-000000000001',
      package_price_guid: quote.package_price_guid,
      promo_code_guid: quote.promo_code_guid,
      quote_guid: quote.quote_guid,
      lang: 'ar',
    });
  });
});

describe('quote expiry', () => {
  const expires = Date.parse(quote.expires_at);
  it('a quote with time to spare is paid as it is', () => {
    expect(quoteStillGood(quote, expires - QUOTE_REFRESH_MARGIN_MS - 1)).toBe(true);
  });
  it('one about to expire, expired or unreadable is asked for again', () => {
    expect(quoteStillGood(quote, expires - QUOTE_REFRESH_MARGIN_MS)).toBe(false);
    expect(quoteStillGood(quote, expires + 1)).toBe(false);
    expect(quoteStillGood({ expires_at: 'soon' }, expires)).toBe(false);
  });
});
