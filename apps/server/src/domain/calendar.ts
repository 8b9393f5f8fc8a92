import { TZDate } from '@date-fns/tz';
import { sessionCompleteAfter, minutesOfDay } from './sessions.ts';

/**
 * The exchange's calendar. Calendar days are plain 'YYYY-MM-DD' strings; arithmetic goes through
 * UTC epoch days so the host's time zone can never shift a date. The market runs on Riyadh time.
 */

/** A day the exchange is closed; only its date matters to the calendar. */
export type ClosedDay = { date: string };
type Closures = readonly ClosedDay[] | readonly string[] | ReadonlySet<string>;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const RIYADH_TZ = 'Asia/Riyadh';

const pad = (n: number) => String(n).padStart(2, '0');

/** The Riyadh calendar date and minutes past midnight of an instant. */
export function riyadhClock(now: Date): { date: string; minutes: number } {
  // Asked on every request (what "today" is); the answer only changes with the minute, and the
  // zone lookup behind it is not cheap.
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastClock?.minute === minute) return lastClock.clock;
  const r = new TZDate(now.getTime(), RIYADH_TZ);
  const clock = { date: `${r.getFullYear()}-${pad(r.getMonth() + 1)}-${pad(r.getDate())}`, minutes: r.getHours() * 60 + r.getMinutes() };
  lastClock = { minute, clock };
  return clock;
}
let lastClock: { minute: number; clock: Readonly<{ date: string; minutes: number }> } | undefined;

/** A Riyadh wall-clock time on a date, as an ISO instant with its offset (Riyadh keeps +03:00 all year). */
export function riyadhDateTime(date: string, hhmm: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, Math.floor(minutesOfDay(hhmm) / 60), minutesOfDay(hhmm) % 60, RIYADH_TZ).toISOString();
}

/** Days since 1970-01-01 (UTC). Throws on anything that is not a real calendar date. */
export function toEpochDay(date: string): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new Error(`not a calendar date: ${date}`);
  }
  return ms / DAY_MS;
}

export function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromEpochDay(toEpochDay(date) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((toEpochDay(date) + 4) % 7) + 7) % 7;
}

/** Same day n months later, clamped to the month's end (03-31 minus one month is 02-28/29). */
export function addMonths(date: string, months: number): string {
  const d = new Date(toEpochDay(date) * DAY_MS);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const y = Math.floor(total / 12);
  const mo = total - y * 12;
  const lastDay = new Date(Date.UTC(y, mo + 1, 0)).getUTCDate();
  return fromEpochDay(Date.UTC(y, mo, Math.min(d.getUTCDate(), lastDay)) / DAY_MS);
}

export function addYears(date: string, years: number): string {
  return addMonths(date, years * 12);
}

export function holidaySet(holidays: Closures): ReadonlySet<string> {
  if (holidays instanceof Set) return holidays;
  const out = new Set<string>();
  for (const h of holidays as readonly (ClosedDay | string)[]) out.add(typeof h === 'string' ? h : h.date);
  return out;
}

/** Tadawul trades Sunday to Thursday; Friday and Saturday are the weekend. */
export function isTradingDay(date: string, holidays: ReadonlySet<string>): boolean {
  const wd = weekday(date);
  return wd !== 5 && wd !== 6 && !holidays.has(date);
}

/** Every trading day from `from` to `to`, both included, ascending. */
export function tradingDays(from: string, to: string, holidays: Closures): string[] {
  const set = holidaySet(holidays);
  const out: string[] = [];
  const end = toEpochDay(to);
  for (let day = toEpochDay(from), wd = weekday(from); day <= end; day++, wd = (wd + 1) % 7) {
    if (wd === 5 || wd === 6) continue;
    const date = fromEpochDay(day);
    if (!set.has(date)) out.push(date);
  }
  return out;
}

export function lastTradingDayOnOrBefore(date: string, holidays: Closures): string {
  const set = holidaySet(holidays);
  let d = date;
  // Eid closures last at most ~10 days; a month of look-back is a generous bound.
  for (let i = 0; i < 31; i++, d = addDays(d, -1)) if (isTradingDay(d, set)) return d;
  throw new Error(`no trading day in the month before ${date}`);
}

/**
 * The last session that has closed at `now`, in Riyadh time. A session counts as complete after
 * the post-close phase, when closing prices are final.
 */
export function lastCompletedTradingDay(now: Date, holidays: Closures, completeAfterMinutes = minutesOfDay(sessionCompleteAfter)): string {
  const { date: today, minutes } = riyadhClock(now);
  const set = holidaySet(holidays);
  if (isTradingDay(today, set) && minutes >= completeAfterMinutes) return today;
  return lastTradingDayOnOrBefore(addDays(today, -1), set);
}
