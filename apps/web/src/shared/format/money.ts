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

/** An amount from the API as a figure the formatters take digit for digit; throws on anything else. */
export function sarFigure(sar: string): Figure {
  if (!SAR_TEXT.test(sar)) throw new RangeError(`Not an amount as the API writes it: "${sar}"`);
  return sar as `${number}`;
}

/** "1,234.50 SR" / "1,234.50 ر.س" from "1234.50". */
export function formatSar(sar: string, locale: Locale): string {
  return formatCurrency(sarFigure(sar), locale);
}

/** "1,234.50" from "1234.50", for a place that names the currency itself; `wholeAsInteger` writes "790" for "790.00". */
export function formatSarPlain(sar: string, locale: Locale, options: { wholeAsInteger?: boolean } = {}): string {
  const whole = options.wholeAsInteger && sar.endsWith('.00');
  return formatNumber(sarFigure(sar), locale, whole ? 0 : 2);
}
