import { halalasToSar, sarToHalalas } from '@sahm/contracts/money';

/**
 * Money arrives as SAR strings with two decimals ("79.00"); arithmetic is done in whole halalas
 * with the shared money module (@sahm/contracts/money), never on floats.
 */

/** What a year costs less when paid yearly: 12 × monthly − yearly (spec §9). */
export function annualSaving(monthly: string, yearly: string): string {
  return halalasToSar(12 * sarToHalalas(monthly) - sarToHalalas(yearly));
}

/** For display only: the amount as a number of riyals. */
export function sarValue(sar: string): number {
  return sarToHalalas(sar) / 100;
}
