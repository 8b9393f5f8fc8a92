import { addDays, isTradingDay } from '../../../domain/calendar.ts';
import type { Rng } from '../random.ts';

/**
 * Dates of corporate events. Eligibility, distribution and effective dates fall on sessions; the
 * holiday list covers the generated years, earlier years only lose their weekends.
 */

/** The first session on or after `date`. */
export function sessionOnOrAfter(date: string, holidays: ReadonlySet<string>): string {
  let d = date;
  while (!isTradingDay(d, holidays)) d = addDays(d, 1);
  return d;
}

/** A session drawn `min`–`max` calendar days after `date`. */
export function sessionAfter(rng: Rng, date: string, min: number, max: number, holidays: ReadonlySet<string>): string {
  return sessionOnOrAfter(addDays(date, rng.int(min, max)), holidays);
}

/** `YYYY-MM-DD` of a year, month and day. */
export function ymd(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const yearOf = (date: string): number => Number(date.slice(0, 4));
