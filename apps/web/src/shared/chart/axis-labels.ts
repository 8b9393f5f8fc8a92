import type { Locale } from '@sahm/contracts/common';
import { intlLocaleOf, marketTimeZone } from '../format/intl-locale.ts';
import type { AxisMode } from './periods.ts';

/** The chart library's tick kinds (its TickMarkType enum), restated so this module does not load the library. */
export const tickKinds = { year: 0, month: 1, dayOfMonth: 2, time: 3, timeWithSeconds: 4 } as const;

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocaleOf(locale), { timeZone: marketTimeZone, ...options });
    formats.set(key, found);
  }
  return found;
}

const clean = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');
const dayMonth = { day: 'numeric', month: 'short' } as const;

/**
 * The label of one tick of the time axis, or '' to leave that tick unlabelled.
 * `seconds` is a UTC timestamp; the market's calendar is Riyadh's.
 */
export function tickLabel(seconds: number, kind: number, mode: AxisMode, locale: Locale): string {
  const date = new Date(seconds * 1000);
  switch (mode) {
    case 'year':
      return kind === tickKinds.year ? clean(format(locale, { year: 'numeric' }).format(date)) : '';
    case 'month':
      if (kind === tickKinds.year) return clean(format(locale, { year: 'numeric' }).format(date));
      return kind === tickKinds.month ? clean(format(locale, { month: 'short' }).format(date)) : '';
    case 'day':
      return kind <= tickKinds.dayOfMonth ? clean(format(locale, dayMonth).format(date)) : '';
    case 'time':
      return kind >= tickKinds.time
        ? clean(format(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date))
        : clean(format(locale, dayMonth).format(date));
  }
}

/** The crosshair's label: the full date, and the time within a day. */
export function crosshairLabel(seconds: number, mode: AxisMode, locale: Locale): string {
  const options: Intl.DateTimeFormatOptions =
    mode === 'time'
      ? { ...dayMonth, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : { ...dayMonth, year: 'numeric', weekday: 'short' };
  return clean(format(locale, options).format(new Date(seconds * 1000)));
}

/** A calendar date ("2026-11-23") as the chart's time: noon UTC keeps the same day in Riyadh. */
export function dateToChartTime(isoDate: string): number {
  return Date.parse(`${isoDate}T12:00:00Z`) / 1000;
}

/** A moment as the chart's time, in whole seconds. */
export function momentToChartTime(isoDateTime: string): number {
  return Math.floor(Date.parse(isoDateTime) / 1000);
}
