import { describe, expect, it } from 'vitest';
import { periodStart } from './periods.ts';

describe('chart period start dates', () => {
  it('counts back calendar weeks, months and years from the last session, clamped to the month end', () => {
    expect(periodStart('week', '2025-06-04')).toBe('2025-05-29');
    expect(periodStart('month', '2025-03-31')).toBe('2025-02-28');
    expect(periodStart('three_months', '2025-05-31')).toBe('2025-02-28');
    expect(periodStart('year', '2024-02-29')).toBe('2023-02-28');
    expect(periodStart('three_years', '2025-06-04')).toBe('2022-06-04');
    expect(periodStart('five_years', '2025-06-04')).toBe('2020-06-04');
  });
});
