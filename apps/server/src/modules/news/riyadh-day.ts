/**
 * The instant a calendar day starts in Riyadh (UTC+3 all year: the kingdom keeps no summer time),
 * `plusDays` later. Days of the news filters are the market's days, not the server's.
 */
export function riyadhDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+03:00`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start;
}

/** Whole days from `from` to `to` (0 when they are the same day). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
