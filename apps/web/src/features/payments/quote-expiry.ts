import type { Quote } from '@sahm/contracts/payments';

/** Card entry and 3-D Secure can take a few minutes: a quote closer than this to its expiry is asked for again before paying. */
export const QUOTE_REFRESH_MARGIN_MS = 5 * 60_000;

/** Whether a payment started now on this quote will still find it valid when the card is charged. */
export function quoteStillGood(quote: Pick<Quote, 'expires_at'>, now = Date.now()): boolean {
  const expires = Date.parse(quote.expires_at);
  return Number.isFinite(expires) && expires - now > QUOTE_REFRESH_MARGIN_MS;
}
