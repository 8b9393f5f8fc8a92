/**
 * What a card is charged, in integer halalas (spec §9): price − discount − remaining credit, never
 * below zero. A percentage discount is that share of the price, rounded half up to the halala; a
 * SAR discount is its amount. Prices include VAT at 15%.
 */
export type Discount = { unit: 'SAR' | 'PERCENTAGE'; amount: string };

/** '12.34' → 1234 (hundredths), exactly, without passing through a float. */
export function hundredths(decimal: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!m) throw new Error(`not a decimal amount: ${decimal}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export function discountHalalas(priceHalalas: number, discount: Discount | null): number {
  if (!discount) return 0;
  const amount = hundredths(discount.amount);
  if (discount.unit === 'SAR') return Math.min(amount, priceHalalas);
  // amount is hundredths of a percent: price × amount / 10 000, half up.
  return Math.min(priceHalalas, Math.floor((priceHalalas * amount + 5_000) / 10_000));
}

export function chargeHalalas(priceHalalas: number, discount: number, credit: number): number {
  return Math.max(0, priceHalalas - discount - credit);
}

export const VAT_RATE_PERCENT = 15;

/** Splits a VAT-inclusive total into its net amount and VAT (rounded half up to the halala). */
export function splitVat(totalHalalas: number): { subtotal: number; vat: number } {
  const vat = Math.floor((totalHalalas * VAT_RATE_PERCENT + (100 + VAT_RATE_PERCENT) / 2) / (100 + VAT_RATE_PERCENT));
  return { subtotal: totalHalalas - vat, vat };
}
