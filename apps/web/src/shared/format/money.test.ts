import { describe, expect, it } from 'vitest';
import { annualSaving, sarValue } from './money.ts';

describe('money on decimal strings', () => {
  it('computes the annual saving as 12 × monthly − yearly', () => {
    expect(annualSaving('79.00', '790.00')).toBe('158.00');
    expect(annualSaving('149.00', '1490.00')).toBe('298.00');
    // 12 × 0.10 in floats is 1.2000000000000002; in halalas it is exact.
    expect(annualSaving('0.10', '1.00')).toBe('0.20');
    // A yearly price above twelve months saves nothing: the sign survives under one riyal.
    expect(annualSaving('1.00', '12.50')).toBe('-0.50');
  });

  it('gives riyals for display', () => {
    expect(sarValue('52.66')).toBe(52.66);
    expect(sarValue('-0.50')).toBe(-0.5);
  });
});
