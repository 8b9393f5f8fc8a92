import type { Locale } from '@sahm/contracts/common';
import { intlLocaleOf, marketTimeZone } from './intl-locale.ts';

// Lists of dates format hundreds at once: one Intl.DateTimeFormat per locale and named format.
const cache = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, format: DateFormat): Intl.DateTimeFormat {
  const key = `${locale}|${format}`;
  let formatter = cache.get(key);
  if (!formatter) {
    // The market runs on Riyadh time whatever the reader's clock says.
    formatter = new Intl.DateTimeFormat(intlLocaleOf(locale), { timeZone: marketTimeZone, ...dateFormats[format] });
    cache.set(key, formatter);
  }
  return formatter;
}

const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A calendar day ("2026-11-23") or a moment, as the instant to format: noon UTC keeps a calendar day the same in Riyadh (UTC+3). */
const instantOf = (value: string) => new Date(isCalendarDay(value) ? `${value}T12:00:00Z` : value);

/**
 * The product's date formats. Every date on screen goes through these (or <DateText>, which adds
 * the bidirectional isolation Arabic text needs beside digits).
 */
export const dateFormats = {
  /** "Nov 23, 2026" / "23 نوفمبر 2026" */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "Nov 23, 2026, 3:00 PM" / "23 نوفمبر 2026، 3:00 م" */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Mon, Nov 23, 10:00 AM": a moment in the coming days */
  weekdayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  /** "3:00 PM" */
  time: { hour: 'numeric', minute: '2-digit' },
  /** "November 2026" / "نوفمبر 2026": a month's heading (a calendar of events) */
  monthYear: { month: 'long', year: 'numeric' },
  /** "December 31" / "31 ديسمبر": a day of every year (a financial year's end) */
  dayMonth: { day: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateFormat = keyof typeof dateFormats;

/** A calendar day or a moment, in Riyadh, in one of the product's formats. */
export function formatDate(value: string, locale: Locale, format: DateFormat = 'date'): string {
  return dateFormat(locale, format).format(instantOf(value));
}

/** A trade date ("2026-11-23", a calendar day, no time zone) as "Nov 23, 2026" / "23 نوفمبر 2026". */
export function formatTradeDate(isoDate: string, locale: Locale): string {
  return formatDate(isoDate, locale, 'date');
}

/** A moment ("2026-11-23T12:10:00Z") as Riyadh date and time. */
export function formatDateTime(isoDateTime: string, locale: Locale): string {
  return formatDate(isoDateTime, locale, 'dateTime');
}
