import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  fromEpochDay,
  holidaySet,
  isTradingDay,
  lastCompletedTradingDay,
  lastTradingDayOnOrBefore,
  riyadhClock,
  toEpochDay,
  tradingDays,
  weekday,
} from './calendar.ts';

/** The weekday closures of 2025 (Founding Day, the two Eids, National Day). */
const HOLIDAYS_2025 = [
  '2025-02-23',
  ...['2025-03-30', '2025-03-31', '2025-04-01', '2025-04-02'],
  ...['2025-06-05', '2025-06-08', '2025-06-09', '2025-06-10'],
  '2025-09-23',
];

const dayArb = fc.integer({ min: toEpochDay('2023-01-01'), max: toEpochDay('2027-12-31') }).map(fromEpochDay);

describe('calendar', () => {
  it('knows weekdays without the host time zone', () => {
    expect(weekday('2025-01-03')).toBe(5); // Friday
    expect(weekday('2025-01-05')).toBe(0); // Sunday
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2025-01-15', -12)).toBe('2024-01-15');
    expect(() => toEpochDay('2025-02-30')).toThrow();
  });

  it('never trades on Fridays, Saturdays or holidays', () => {
    const holidays = holidaySet(HOLIDAYS_2025);
    fc.assert(
      fc.property(dayArb, dayArb, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const days = tradingDays(from, to, holidays);
        const bad = days.filter((d) => weekday(d) === 5 || weekday(d) === 6 || holidays.has(d) || !isTradingDay(d, holidays));
        expect(bad).toEqual([]);
        // Sunday–Thursday non-holidays are all there: 5 of every 7 days minus holidays.
        const span = toEpochDay(to) - toEpochDay(from) + 1;
        expect(days.length).toBeLessThanOrEqual(Math.ceil((span * 5) / 7) + 1);
      }),
      { numRuns: 40 },
    );
  });

  it('counts the sessions of 2025: 251', () => {
    expect(tradingDays('2025-01-01', '2025-12-31', HOLIDAYS_2025)).toHaveLength(251);
  });

  it('gives the Riyadh date and time of an instant, whatever the host zone', () => {
    // 21:30Z is 00:30 the next day in Riyadh (UTC+3, no daylight saving).
    expect(riyadhClock(new Date('2025-06-04T21:30:00Z'))).toEqual({ date: '2025-06-05', minutes: 30 });
    expect(riyadhClock(new Date('2025-06-04T07:15:00Z'))).toEqual({ date: '2025-06-04', minutes: 10 * 60 + 15 });
  });

  it('finds the last completed session in Riyadh time', () => {
    // 2025-06-04 is a Wednesday; 12:00Z is 15:00 in Riyadh, before the close is final.
    expect(lastCompletedTradingDay(new Date('2025-06-04T12:00:00Z'), HOLIDAYS_2025)).toBe('2025-06-03');
    expect(lastCompletedTradingDay(new Date('2025-06-04T12:30:00Z'), HOLIDAYS_2025)).toBe('2025-06-04');
    // Eid: Thursday 06-05 and Sunday–Tuesday 06-08..10 closed.
    expect(lastCompletedTradingDay(new Date('2025-06-10T20:00:00Z'), HOLIDAYS_2025)).toBe('2025-06-04');
    // 22:00Z on Saturday is already Sunday 01:00 in Riyadh, before the session.
    expect(lastCompletedTradingDay(new Date('2025-01-04T22:00:00Z'), HOLIDAYS_2025)).toBe('2025-01-02');
    expect(lastTradingDayOnOrBefore('2025-04-02', HOLIDAYS_2025)).toBe('2025-03-27');
  });
});
