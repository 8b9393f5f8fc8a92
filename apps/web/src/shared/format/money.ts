import type { Locale } from '@sahm/contracts/common';
import { halalasToSar, SAR_TEXT, sarToHalalas } from '@sahm/contracts/money';
import { formatCurrency, formatNumber, type Figure } from './numbers.ts';

/**
 * Money arrives as SAR strings with two decimals ("79.00", "-0.50"); arithmetic is done in whole
 * halalas with the shared money module (@sahm/contracts/money), never on floats, and display
 * hands the string itself to Intl.
 */

/** What a year costs less when paid yearly: 12 × monthly − yearly (spec §9). */
export function annualSaving(monthly: string, yearly: string): string {
  return halalasToSar(12 * sarToHalalas(monthly) - sarToHalalas(yearly));
}

/**
 * The best yearly saving among the packages, in whole percent of twelve months' price, rounded down
 * so the badge never promises more than a price gives (79 a month against 790 a year: 16%); null
 * when no package saves anything.
 */
export function bestYearlySavingPercent(pairs: readonly { monthly: string; yearly: string }[]): number | null {
  let best = 0;
  for (const { monthly, yearly } of pairs) {
    const twelve = 12 * sarToHalalas(monthly);
    if (twelve <= 0) continue;
    best = Math.max(best, Math.floor(((twelve - sarToHalalas(yearly)) * 100) / twelve));
  }
  return best > 0 ? best : null;
}

/** An amount from the API as a figure the formatters take digit for digit; throws on anything else. */
export function sarFigure(sar: string): Figure {
  if (!SAR_TEXT.test(sar)) throw new RangeError(`Not an amount as the API writes it: "${sar}"`);
  return sar as `${number}`;
}

/** "SAR 1,234.50" / "1,234.50 ر.س." from "1234.50"; `wholeAsInteger` writes "SAR 790" for "790.00". */
export function formatSar(sar: string, locale: Locale, options: { wholeAsInteger?: boolean } = {}): string {
  return formatCurrency(sarFigure(sar), locale, options);
}

/** The same amount with the opposite sign ("158.00" → "-158.00"), in halalas, never through a float. */
export function negateSar(sar: string): string {
  return halalasToSar(-sarToHalalas(sar));
}

/** "1,234.50" from "1234.50", for a place that names the currency itself; `wholeAsInteger` writes "790" for "790.00". */
export function formatSarPlain(sar: string, locale: Locale, options: { wholeAsInteger?: boolean } = {}): string {
  const whole = options.wholeAsInteger && sar.endsWith('.00');
  return formatNumber(sarFigure(sar), locale, whole ? 0 : 2);
}
