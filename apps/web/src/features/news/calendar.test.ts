import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDay, markedDays, monthOf, riyadhToday, shiftMonth, shiftWeek, tradingDayOf, weekOf } from './calendar.ts';

describe('the market week, Sunday to Thursday', () => {
  // 22 November 2026 is a Sunday.
  const week = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];

  it.each(week)('holds %s in the week that starts on Sunday the 22nd', (day) => {
    expect(weekOf(day)).toEqual(week);
  });

  it('puts Friday and Saturday in the coming week, and selects its Sunday', () => {
    expect(weekOf('2026-11-27')[0]).toBe('2026-11-29');
    expect(weekOf('2026-11-28')[0]).toBe('2026-11-29');
    expect(tradingDayOf('2026-11-28')).toBe('2026-11-29');
    expect(tradingDayOf('2026-11-24')).toBe('2026-11-24');
  });

  it('crosses months and years', () => {
    expect(weekOf('2026-12-31')).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31']);
    expect(weekOf('2027-01-01')[0]).toBe('2027-01-03');
  });

  it('moves by whole weeks with the arrows', () => {
    expect(shiftWeek('2026-11-24', 1)).toBe('2026-12-01');
    expect(shiftWeek('2026-11-24', -1)).toBe('2026-11-17');
    expect(weekOf(shiftWeek('2026-11-22', -1))[4]).toBe('2026-11-19');
  });
});

describe('months', () => {
  it('gives a month its first and last day, leap years included', () => {
    expect(monthOf('2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('moves a month, clamped to the shorter month’s end', () => {
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonth('2026-12-15', 1)).toBe('2027-01-15');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-15');
  });
});

describe('days', () => {
  it('takes today from Riyadh’s clock: 22:30 UTC is already the next day there', () => {
    expect(riyadhToday(new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-26');
    expect(riyadhToday(new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-25');
  });

  it('marks the days that have events', () => {
    expect([
      ...markedDays([{ distribution_date: '2026-11-23' }, { distribution_date: '2026-11-23' }, { distribution_date: '2026-11-25' }]),
    ]).toEqual(['2026-11-23', '2026-11-25']);
  });

  it('knows a real calendar day', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('tomorrow')).toBe(false);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});
