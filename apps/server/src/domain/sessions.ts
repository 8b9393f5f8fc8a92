/**
 * The exchange's trading day, Riyadh time: continuous trading on both markets from 10:00 to 15:00,
 * then the closing auction and trade-at-last; closing prices are final after the post-close phase
 * at 15:20. Administrators may override one day's hours (markets/calendar.ts reads them).
 */

/** A window of the day as "HH:MM" Riyadh times, the end excluded. */
export type DayWindow = { readonly start: string; readonly end: string };

/** Continuous trading on both markets. */
export const continuousSession: DayWindow = { start: '10:00', end: '15:00' };

/** When a session's closing prices are final. */
export const sessionCompleteAfter = '15:20';

/** "HH:MM" as minutes past midnight. */
export const minutesOfDay = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a minute of the day lies in the window (the end minute is outside). */
export const inDayWindow = (window: DayWindow, minutes: number): boolean =>
  minutes >= minutesOfDay(window.start) && minutes < minutesOfDay(window.end);
