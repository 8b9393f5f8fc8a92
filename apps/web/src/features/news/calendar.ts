import type { Locale } from '@sahm/contracts/common';
import { intlLocaleOf, marketTimeZone } from '../../shared/format/intl-locale.ts';

/**
 * Calendar days ("2026-11-23") of the news calendars. The market's week is Sunday to Thursday and
 * its days are Riyadh's, whatever the reader's clock says; days are computed at noon UTC so no
 * time zone can move them.
 */

const DAY_MS = 86_400_000;
const toInstant = (day: string) => new Date(`${day}T12:00:00Z`);
const toDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** The market's five trading days. */
export const WEEK_DAYS = 5;

const riyadhDay = new Intl.DateTimeFormat('en-CA', { timeZone: marketTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Riyadh. */
export function riyadhToday(now: Date = new Date()): string {
  return riyadhDay.format(now);
}

export function addDays(day: string, count: number): string {
  return toDay(new Date(toInstant(day).getTime() + count * DAY_MS));
}

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (day: string) => toInstant(day).getUTCDay();

/**
 * The trading week a day belongs to, Sunday to Thursday. Friday and Saturday belong to the coming
 * week: a reader at the weekend looks ahead to the next sessions.
 */
export function weekOf(day: string): string[] {
  const weekday = weekdayOf(day);
  const sunday = weekday >= 5 ? addDays(day, 7 - weekday) : addDays(day, -weekday);
  return Array.from({ length: WEEK_DAYS }, (_, index) => addDays(sunday, index));
}

/** The day to select in a week: the given day when it is a trading day, else the week's Sunday. */
export function tradingDayOf(day: string): string {
  return weekdayOf(day) >= 5 ? weekOf(day)[0]! : day;
}

/** The same weekday `count` weeks away (negative: back). */
export const shiftWeek = (day: string, count: number) => addDays(day, count * 7);

/** The first and last day of the day's month. */
export function monthOf(day: string): { from: string; to: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = day.slice(0, 8);
  return { from: `${prefix}01`, to: `${prefix}${String(last).padStart(2, '0')}` };
}

/** The same day of the month `count` months away, clamped to that month's end. */
export function shiftMonth(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + count, 1, 12));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return toDay(first);
}

/** The days on which at least one event falls. */
export function markedDays(events: readonly { distribution_date: string }[]): Set<string> {
  return new Set(events.map((event) => event.distribution_date));
}

export const isCalendarDay = (value: string | null | undefined): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && toDay(toInstant(value)) === value);

/** Parts of a calendar day's name (a weekday, a month) in the reader's language; the day is fixed, so no time zone applies. */
export function dayName(day: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { ...options, timeZone: 'UTC' }).format(toInstant(day));
}
