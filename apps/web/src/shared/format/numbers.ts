import type { Locale } from '@sahm/contracts/common';
import { intlLocaleOf } from './intl-locale.ts';

// A table re-renders hundreds of cells; Intl.NumberFormat construction is the slow part. Each
// caller names its format in a short key (serialising the options on every call showed in
// profiles of a page's first render), and the options are built only when the format is new.
const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, key: string, options: () => Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `${locale}|${key}`;
  let format = cache.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), options());
    cache.set(cacheKey, format);
  }
  return format;
}

const fixed = (digits: number): Intl.NumberFormatOptions => ({ minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Strips the bidi marks Intl adds for Arabic; callers isolate figures with <bdi> instead. */
function clean(text: string): string {
  return text.replace(/[\u200e\u200f\u061c]/g, '');
}

/**
 * A figure to format: a number, or a decimal string (an amount of money as the API writes it),
 * which Intl formats digit for digit, never through a binary fraction.
 */
export type Figure = number | `${number}`;

export function formatNumber(value: Figure, locale: Locale, fractionDigits = 0): string {
  return clean(numberFormat(locale, `n${fractionDigits}`, () => fixed(fractionDigits)).format(value));
}

/** Share prices: Tadawul ticks are at most two decimals. */
export function formatPrice(value: number, locale: Locale): string {
  return formatNumber(value, locale, 2);
}

/** A signed change: "+1.25", "-0.40", "0.00". */
export function formatChange(value: Figure, locale: Locale): string {
  return clean(numberFormat(locale, 'signed', () => ({ ...fixed(2), signDisplay: 'exceptZero' })).format(value));
}

/** The API gives ratios in percent points (1.25 means 1.25 %). */
export function formatChangeRatio(value: number, locale: Locale, fractionDigits = 2): string {
  return clean(
    numberFormat(locale, `signed%${fractionDigits}`, () => ({
      style: 'percent',
      ...fixed(fractionDigits),
      signDisplay: 'exceptZero',
    })).format(value / 100),
  );
}

/** Volumes, values and market caps: "1.23M" / "1.23 مليون" (isolate with a plain <bdi>, not dir="ltr"). */
export function formatCompact(value: Figure, locale: Locale): string {
  return clean(numberFormat(locale, 'compact', () => ({ notation: 'compact', maximumFractionDigits: 2 })).format(value));
}

/**
 * Riyal amounts, the one way the product writes money: Intl's currency style for the locale,
 * "SAR 1,234.50" / "1,234.50 ر.س.", a minus sign first in both ("-SAR 158.00" / "-158.00 ر.س.").
 * Isolate the result with a plain <bdi> (it carries Arabic letters, so not dir="ltr").
 */
export function formatCurrency(
  value: Figure,
  locale: Locale,
  options: { compact?: boolean; wholeAsInteger?: boolean; fractionDigits?: number } = {},
): string {
  const whole = options.wholeAsInteger && /\.0+$/.test(String(value));
  // Amounts per share below a halala (a Shariah purification amount) need more than two decimals.
  const digits = whole ? 0 : (options.fractionDigits ?? 2);
  return clean(
    numberFormat(locale, options.compact ? 'SAR-compact' : `SAR${digits}`, () => ({
      style: 'currency',
      currency: 'SAR',
      ...(options.compact ? { notation: 'compact', maximumFractionDigits: 2 } : fixed(digits)),
    })).format(value),
  ).trim();
}

/** The currency's sign as formatCurrency writes it: "SAR" / "ر.س.", for labels and column heads. */
export function currencySign(locale: Locale): string {
  const parts = numberFormat(locale, 'SAR', () => ({ style: 'currency', currency: 'SAR' })).formatToParts(0);
  return clean(parts.find((part) => part.type === 'currency')?.value ?? 'SAR');
}

export type Trend = 'up' | 'down' | 'flat';

export function trendOf(value: Figure | null | undefined): Trend {
  // The sign only: a decimal string's number is good enough to say up, down or flat.
  const n = Number(value ?? 0);
  if (n === 0) return 'flat';
  return n > 0 ? 'up' : 'down';
}

/**
 * Fraction digits that keep two significant ones of a small share (0.00024% of a giant's shares
 * held by a board member), so it does not read as 0.00%; two for anything from 0.01 up, and zero.
 */
export function percentDigits(value: number): number {
  const size = Math.abs(value);
  return size === 0 || size >= 0.01 ? 2 : Math.min(6, 1 - Math.floor(Math.log10(size)));
}

/** An unsigned share in percent points (1.94 → "1.94%" / "1.94٪"), e.g. fees. */
export function formatPercent(value: number, locale: Locale, fractionDigits = 2): string {
  return clean(numberFormat(locale, `%${fractionDigits}`, () => ({ style: 'percent', ...fixed(fractionDigits) })).format(value / 100));
}
