import { halalasToSarNumber } from '@sahm/contracts/money';

/** Records a purchase for whatever tag manager the page carries (window.dataLayer); nothing else. */
export function trackPurchase(input: { transactionId: string; amountHalalas: number; packagePriceGuid: string }): void {
  const layer = (window as { dataLayer?: unknown[] }).dataLayer;
  if (!Array.isArray(layer)) return;
  layer.push({
    event: 'purchase',
    ecommerce: {
      transaction_id: input.transactionId,
      currency: 'SAR',
      value: halalasToSarNumber(input.amountHalalas),
      items: [{ item_id: input.packagePriceGuid }],
    },
  });
}
