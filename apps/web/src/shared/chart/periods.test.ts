import { marketPeriods } from '@sahm/contracts/markets';
import { fundPeriods } from '@sahm/contracts/funds';
import { describe, expect, it } from 'vitest';
import { dateToChartTime, momentToChartTime, tickKinds, tickLabel } from './axis-labels.ts';
import { axisModeOf, initialPeriod } from './periods.ts';

const open = { is_market_holiday: false };
const holiday = { is_market_holiday: true };

describe('chart periods', () => {
  it('starts on Day on a trading day and on Week on a holiday', () => {
    expect(initialPeriod(open, marketPeriods)).toBe('day');
    expect(initialPeriod(holiday, marketPeriods)).toBe('week');
    // Before the status is known: Day.
    expect(initialPeriod(undefined, marketPeriods)).toBe('day');
    // A chart without Day (funds) starts on its first frame unless a holiday asks for Week.
    expect(initialPeriod(open, fundPeriods)).toBe('week');
  });

  it('labels the axis with months for 3 months and a year, years for 3 and 5 years, days otherwise', () => {
    expect(axisModeOf('three_months')).toBe('month');
    expect(axisModeOf('year')).toBe('month');
    expect(axisModeOf('three_years')).toBe('year');
    expect(axisModeOf('five_years')).toBe('year');
    expect(axisModeOf('week')).toBe('day');
    expect(axisModeOf('month')).toBe('day');
    // Within one day every point has the same date: the clock time is what tells them apart.
    expect(axisModeOf('day')).toBe('time');
  });

  it('writes tick labels in the locale with Latin digits, on Riyadh time', () => {
    const march = dateToChartTime('2025-03-01');
    expect(tickLabel(march, tickKinds.month, 'month', 'en')).toBe('Mar');
    expect(tickLabel(march, tickKinds.month, 'month', 'ar')).toBe('مارس');
    expect(tickLabel(march, tickKinds.year, 'year', 'ar')).toBe('2025');
    expect(tickLabel(march, tickKinds.month, 'year', 'en')).toBe('');
    expect(tickLabel(march, tickKinds.dayOfMonth, 'day', 'en')).toBe('Mar 1');
    expect(tickLabel(march, tickKinds.dayOfMonth, 'day', 'ar')).toMatch(/^1 مارس$/);
    // 07:15 UTC is 10:15 in Riyadh.
    const opening = momentToChartTime('2026-11-22T07:15:00Z');
    expect(tickLabel(opening, tickKinds.time, 'time', 'ar')).toBe('10:15');
    expect(tickLabel(opening, tickKinds.time, 'time', 'en')).toBe('10:15');
  });
});
