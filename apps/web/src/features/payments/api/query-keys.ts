import { queryScopes } from '../../../shared/api/query-keys.ts';

export const paymentKeys = {
  all: queryScopes.payments,
  quote: (packagePriceGuid: string, promoCodeGuid: string | null) =>
    [...queryScopes.payments, 'quote', packagePriceGuid, promoCodeGuid] as const,
  /** The recording of a payment the provider sent the browser back from: once per payment and status. */
  completed: (paymentId: string, status: string) => [...queryScopes.payments, 'completed', paymentId, status] as const,
};
