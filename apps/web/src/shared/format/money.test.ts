import fc from 'fast-check';
import { halalasToSar } from '@sahm/contracts/money';
import { describe, expect, it } from 'vitest';
import { annualSaving, bestYearlySavingPercent, formatSar, formatSarPlain } from './money.ts';

describe('money on decimal strings', () => {
  it('computes the annual saving as 12 × monthly − yearly', () => {
    expect(annualSaving('79.00', '790.00')).toBe('158.00');
    expect(annualSaving('149.00', '1490.00')).toBe('298.00');
    // 12 × 0.10 in floats is 1.2000000000000002; in halalas it is exact.
    expect(annualSaving('0.10', '1.00')).toBe('0.20');
    // A yearly price above twelve months saves nothing: the sign survives under one riyal.
    expect(annualSaving('1.00', '12.50')).toBe('-0.50');
  });

  it('formats the amount as written, digit for digit, in both languages', () => {
    expect(formatSar('1234.50', 'en')).toBe('SAR\u00a01,234.50');
    expect(formatSar('-0.50', 'en')).toBe('-SAR\u00a00.50');
    // Past what a float holds to the halala: still every digit.
    expect(formatSarPlain('90071992547409.93', 'en')).toBe('90,071,992,547,409.93');
    expect(formatSarPlain('790.00', 'en', { wholeAsInteger: true })).toBe('790');
    expect(formatSarPlain('790.50', 'en', { wholeAsInteger: true })).toBe('790.50');
    expect(formatSar('1234.50', 'ar')).toMatch(/ر\.س\.$/);
    expect(() => formatSar('12.5', 'en')).toThrow(RangeError);
  });

  it('computes the yearly badge from the prices, rounded down, never from a fixed figure', () => {
    expect(bestYearlySavingPercent([{ monthly: '79.00', yearly: '790.00' }])).toBe(16);
    expect(
      bestYearlySavingPercent([
        { monthly: '79.00', yearly: '790.00' },
        { monthly: '149.00', yearly: '1490.00' },
      ]),
    ).toBe(16);
    expect(bestYearlySavingPercent([{ monthly: '100.00', yearly: '960.00' }])).toBe(20);
    expect(bestYearlySavingPercent([{ monthly: '100.00', yearly: '1200.00' }])).toBeNull();
    expect(bestYearlySavingPercent([])).toBeNull();
  });

  it('never shows a badge above the saving the prices give', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), fc.integer({ min: 0, max: 200_000_000 }), (monthly, yearly) => {
        const percent = bestYearlySavingPercent([{ monthly: halalasToSar(monthly), yearly: halalasToSar(yearly) }]);
        const exact = ((12 * monthly - yearly) * 100) / (12 * monthly);
        if (percent === null) expect(exact).toBeLessThan(1);
        else expect(percent <= exact && exact < percent + 1).toBe(true);
      }),
    );
  });
});
