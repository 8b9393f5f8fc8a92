import { describe, expect, it } from 'vitest';
import { annualSaving, fromHalalas, toHalalas } from './money.ts';

describe('money on decimal strings', () => {
  it('reads SAR strings as whole halalas', () => {
    expect(toHalalas('79.00')).toBe(7900);
    expect(toHalalas('0.10')).toBe(10);
    expect(toHalalas('52.66')).toBe(5266);
    expect(toHalalas('5.5')).toBe(550);
    expect(toHalalas('149')).toBe(14900);
  });

  it('writes halalas back with two decimals', () => {
    expect(fromHalalas(7900)).toBe('79.00');
    expect(fromHalalas(5)).toBe('0.05');
    expect(fromHalalas(-250)).toBe('-2.50');
  });

  it('computes the annual saving as 12 × monthly − yearly', () => {
    expect(annualSaving('79.00', '790.00')).toBe('158.00');
    expect(annualSaving('149.00', '1490.00')).toBe('298.00');
    // 12 × 0.10 in floats is 1.2000000000000002; in halalas it is exact.
    expect(annualSaving('0.10', '1.00')).toBe('0.20');
  });
});
