import type { MarketStatus } from '@sahm/contracts/markets';
import type { Locale } from '@sahm/contracts/common';
import type { Database } from '../../db/client.ts';
import { createVersionedCache } from '../../platform/cache.ts';
import { readDataVersion } from '../../platform/data-version.ts';
import { pick } from '../../platform/locale.ts';
import { addDays, isTradingDay, riyadhClock, riyadhDateTime } from '../../domain/calendar.ts';
import { continuousSession, inDayWindow, minutesOfDay } from '../../domain/sessions.ts';
import { dayOverrideRows, holidayRows, type DayOverrideRow, type HolidayRow } from './queries.ts';

export type ClockMode = 'exchange' | 'always-open';

type Holiday = HolidayRow;
type CalendarData = { holidays: Map<string, Holiday>; overrides: Map<string, DayOverrideRow> };

/** A market's session on one Riyadh date. */
export type Session = { date: string; isTradingDay: boolean; start: string; end: string; holiday: Holiday | undefined };

/**
 * The exchange calendar as this product keeps it: Sunday to Thursday sessions in Asia/Riyadh, public holidays closed, and
 * per-day overrides set by administrators. Holidays and overrides are small and cached per process,
 * reloaded when the calendar's data version moves.
 */
export function createMarketCalendar(database: Database, opts: { mode: ClockMode; checkEveryMs?: number }) {
  const cache = createVersionedCache<CalendarData>({
    max: 1,
    checkEveryMs: opts.checkEveryMs ?? 1000,
    version: () => readDataVersion(database, 'calendar'),
    whenStale: 'serve-stale',
  });
  const load = async (): Promise<CalendarData> => {
    const [holidays, overrides] = await Promise.all([holidayRows(database.db), dayOverrideRows(database.db)]);
    return {
      holidays: new Map(holidays.map((h) => [h.date, h])),
      overrides: new Map(overrides.map((o) => [`${o.marketId}|${o.date}`, o])),
    };
  };
  const data = { get: () => cache.get('all', load) };

  function sessionOn(cal: CalendarData, marketId: string, date: string): Session {
    const holiday = cal.holidays.get(date);
    const regular = isTradingDay(date, new Set(cal.holidays.keys()));
    const o = cal.overrides.get(`${marketId}|${date}`);
    if (o)
      return {
        date,
        isTradingDay: o.isOpen,
        start: o.sessionStart ?? continuousSession.start,
        end: o.sessionEnd ?? continuousSession.end,
        holiday: o.isOpen ? undefined : holiday,
      };
    return { date, isTradingDay: regular, ...continuousSession, holiday };
  }

  async function session(marketId: string, date: string): Promise<Session> {
    return sessionOn(await data.get(), marketId, date);
  }

  /** Whether the market trades at `now`; always true in the always-open demo mode. */
  async function isOpen(marketId: string, now: Date): Promise<boolean> {
    if (opts.mode === 'always-open') return true;
    const { date, minutes } = riyadhClock(now);
    const s = await session(marketId, date);
    return s.isTradingDay && inDayWindow(s, minutes);
  }

  /** The last session that has closed before `now` (today's, once past its end). */
  async function lastClosedSession(marketId: string, now: Date): Promise<string> {
    const cal = await data.get();
    const { date, minutes } = riyadhClock(now);
    const today = sessionOn(cal, marketId, date);
    if (today.isTradingDay && minutes >= minutesOfDay(today.end)) return date;
    let d = addDays(date, -1);
    for (let i = 0; i < 60; i++, d = addDays(d, -1)) if (sessionOn(cal, marketId, d).isTradingDay) return d;
    throw new Error('no session in the last 60 days');
  }

  /** The start of the next session that has not begun by `now` (today's, before its start). */
  async function nextSessionStart(marketId: string, now: Date): Promise<Session> {
    const cal = await data.get();
    const { date, minutes } = riyadhClock(now);
    const today = sessionOn(cal, marketId, date);
    if (today.isTradingDay && minutes < minutesOfDay(today.start)) return today;
    let d = addDays(date, 1);
    for (let i = 0; i < 60; i++, d = addDays(d, 1)) {
      const s = sessionOn(cal, marketId, d);
      if (s.isTradingDay) return s;
    }
    throw new Error('no session in the next 60 days');
  }

  /** The `n`th session after `date` (not counting `date` itself): e.g. a dividend's record date, two after eligibility. */
  async function sessionsAfter(marketId: string, date: string, n: number): Promise<string> {
    const cal = await data.get();
    let d = date;
    for (let found = 0, i = 0; found < n; i++) {
      if (i > 60 * n) throw new Error(`no ${n} sessions in the days after ${date}`);
      d = addDays(d, 1);
      if (sessionOn(cal, marketId, d).isTradingDay) found++;
    }
    return d;
  }

  return {
    mode: opts.mode,
    session,
    sessionsAfter,
    isOpen,
    lastClosedSession,
    nextSessionStart,
    async status(locale: Locale, marketId: string, now = new Date()): Promise<MarketStatus> {
      const { date } = riyadhClock(now);
      const s = await session(marketId, date);
      const lastTradeDate = await lastClosedSession(marketId, now);
      const next = await nextSessionStart(marketId, now);
      return {
        is_market_open: await isOpen(marketId, now),
        is_market_holiday: !s.isTradingDay && opts.mode === 'exchange',
        market_start_time: s.start,
        market_end_time: s.end,
        trade_date: date,
        holiday_name: s.holiday ? pick(locale, s.holiday.nameAr, s.holiday.nameEn) : null,
        last_trade_date: lastTradeDate,
        last_close_at: riyadhDateTime(lastTradeDate, (await session(marketId, lastTradeDate)).end),
        next_open_at: opts.mode === 'always-open' ? null : riyadhDateTime(next.date, next.start),
      };
    },
    invalidate: () => cache.invalidate(),
  };
}
export type MarketCalendar = ReturnType<typeof createMarketCalendar>;
