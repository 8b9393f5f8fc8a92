import type { Locale } from '@sahm/contracts/common';
import { intlLocaleOf } from './intl-locale.ts';

const cache = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    // The market runs on Riyadh time whatever the reader's clock says.
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), { timeZone: 'Asia/Riyadh', ...options });
    cache.set(key, format);
  }
  return format;
}

/** A trade date ("2026-11-23", a calendar day, no time zone) as "23 Nov 2026" / "23 نوفمبر 2026". */
export function formatTradeDate(isoDate: string, locale: Locale): string {
  // Noon UTC keeps the calendar day the same in Riyadh (UTC+3).
  const date = new Date(`${isoDate}T12:00:00Z`);
  return dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** A moment ("2026-11-23T12:10:00Z") as Riyadh date and time. */
export function formatDateTime(isoDateTime: string, locale: Locale): string {
  return dateFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(isoDateTime));
}
