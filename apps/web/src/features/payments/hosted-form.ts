import type { Locale } from '@sahm/contracts/common';
import type { Quote } from '@sahm/contracts/payments';
import type { PaymentConfig } from './api/payments-api.ts';

export const PAYMENT_CALLBACK_PATH = '/payment/completed';

/** The address of the provider's hosted card form for this quote (sandbox provider). */
export function hostedFormUrl(
  config: PaymentConfig,
  input: { quote: Quote; description: string; locale: Locale; userId: string },
): string | null {
  if (!config.form_url) return null;
  const query = new URLSearchParams({
    amount: String(input.quote.amount),
    currency: input.quote.currency,
    description: input.description,
    callback_url: PAYMENT_CALLBACK_PATH,
    publishable_api_key: config.publishable_key,
    lang: input.locale,
    user_id: input.userId,
    package_price_guid: input.quote.package_price_guid,
    promo_code_guid: input.quote.promo_code_guid ?? '',
    // The payment names the server's stored quote, which is honoured until it expires.
    quote_guid: input.quote.quote_guid,
  });
  return `${config.form_url}${config.form_url.includes('?') ? '&' : '?'}${query}`;
}
