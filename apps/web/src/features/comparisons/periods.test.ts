import { describe, expect, it } from 'vitest';
import { COMPARISON_PALETTE, colorAt } from './palette.ts';
import { clampStart, periodLabel, periodsOf, QUARTER_WINDOW, seriesOf, visiblePeriods } from './periods.ts';

const stock = (guid: string) => ({ guid, name: guid, symbol_code: guid, logo: null });
const row = (guid: string, year: number, type: 'Annual' | 'Q1' | 'Q2' | 'Q3' | 'Q4', value: string | null) => ({
  stock: stock(guid),
  sector: null,
  type,
  year,
  date: `${year}-12-31`,
  values: { revenue: value },
});

describe('palette', () => {
  it('has fourteen distinct colours and comes round after them', () => {
    expect(COMPARISON_PALETTE).toHaveLength(14);
    expect(new Set(COMPARISON_PALETTE).size).toBe(14);
    expect(colorAt(0)).toBe(COMPARISON_PALETTE[0]);
    expect(colorAt(14)).toBe(COMPARISON_PALETTE[0]);
    expect(colorAt(13)).toBe(COMPARISON_PALETTE[13]);
  });
});

describe('quarter window', () => {
  const quarters = Array.from({ length: 40 }, (_, i) => i);
  it('shows three years of quarters, starting on the latest by default and clamped at both ends', () => {
    expect(QUARTER_WINDOW).toBe(12);
    expect(visiblePeriods(quarters, true, 28)).toEqual(quarters.slice(28));
    expect(visiblePeriods(quarters, true, 99)).toEqual(quarters.slice(28));
    expect(visiblePeriods(quarters, true, -3)).toEqual(quarters.slice(0, 12));
    expect(visiblePeriods(quarters, true, 5)).toHaveLength(12);
    expect(visiblePeriods(quarters.slice(0, 7), true, 3)).toHaveLength(7);
    expect(visiblePeriods(quarters, false, 5)).toHaveLength(40);
    expect(clampStart(40, 30.4)).toBe(28);
  });
});

describe('periods and series', () => {
  it('orders periods by year and quarter, labels them, and matches items by period', () => {
    const comparison = {
      result: [row('a', 2024, 'Q2', '5'), row('a', 2024, 'Q1', '4'), row('b', 2023, 'Q4', null), row('b', 2024, 'Q1', '7.5')],
    };
    const periods = periodsOf(comparison);
    expect(periods.map(periodLabel)).toEqual(['Q4 2023', 'Q1 2024', 'Q2 2024']);
    expect(periodLabel({ year: 2022, type: 'Annual' })).toBe('2022');
    expect(seriesOf(comparison, 'revenue', periods, ['a', 'b'])).toEqual([
      [null, 4, 5],
      [null, 7.5, null],
    ]);
  });
});
