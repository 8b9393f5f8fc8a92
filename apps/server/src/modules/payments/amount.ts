import { percentOf, sarToHalalas } from '@sahm/contracts/money';

/**
 * What a card is charged, in integer halalas (spec §9): price − discount − remaining credit, never
 * below zero. A percentage discount is that share of the price, rounded half up to the halala; a
 * SAR discount is its amount. Prices include VAT at 15%.
 */
export type Discount = { unit: 'SAR' | 'PERCENTAGE'; amount: string };

export function discountHalalas(priceHalalas: number, discount: Discount | null): number {
  if (!discount) return 0;
  if (discount.unit === 'SAR') return Math.min(sarToHalalas(discount.amount), priceHalalas);
  return Math.min(priceHalalas, percentOf(priceHalalas, discount.amount));
}

export function chargeHalalas(priceHalalas: number, discount: number, credit: number): number {
  return Math.max(0, priceHalalas - discount - credit);
}
