import {
  paymentConfigSchema,
  paymentResultSchema,
  promoResultSchema,
  quoteSchema,
  type PaymentResult,
  type PromoResult,
  type Quote,
} from '@sahm/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost } from '../../../shared/api/api-client.ts';
import { paymentKeys } from './query-keys.ts';

/** POST /promo-code/apply — errors are left to the caller (the form shows two of them, swallows the rest). */
export function applyPromoCode(code: string, packagePriceGuid: string): Promise<PromoResult> {
  return apiPost('/promo-code/apply', { code, package_price_guid: packagePriceGuid }, { schema: promoResultSchema, silent: true });
}

/** POST /payments/quote — what the server will charge. */
export function useQuote(packagePriceGuid: string, promoCodeGuid: string | null) {
  return useQuery({
    queryKey: paymentKeys.quote(packagePriceGuid, promoCodeGuid),
    queryFn: (): Promise<Quote> =>
      apiPost(
        '/payments/quote',
        { package_price_guid: packagePriceGuid, ...(promoCodeGuid ? { promo_code_guid: promoCodeGuid } : {}) },
        { schema: quoteSchema },
      ),
    retry: false,
  });
}

export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export function getPaymentConfig(): Promise<PaymentConfig> {
  return apiGet('/payments/config', { schema: paymentConfigSchema });
}

export type PaymentRecord = {
  payment_id: string;
  status: string;
  amount: number;
  package_price_guid: string;
  message: string;
  promo_code_guid: string | null;
};

/** POST /payments/ — the server checks the payment with the provider; a replay gets the same outcome. */
export function recordPayment(record: PaymentRecord): Promise<PaymentResult> {
  return apiPost('/payments/', record, { schema: paymentResultSchema, silent: true });
}
