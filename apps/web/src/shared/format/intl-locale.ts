import type { Locale } from '@sahm/contracts/common';

/**
 * Intl tags for our locales. Arabic keeps Latin digits (the market's own convention on
 * quotes and tickers) and the Gregorian calendar (ar-SA would otherwise default to Hijri).
 */
export function intlLocaleOf(locale: Locale): string {
  return locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-US-u-ca-gregory';
}

/** The market's clock: dates, sessions and "today" are Riyadh's whatever the reader's own zone. */
export const marketTimeZone = 'Asia/Riyadh';
