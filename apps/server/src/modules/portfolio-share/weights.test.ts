import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { largestRemainder } from './weights.ts';

const sum = (xs: number[]) => Math.round(xs.reduce((a, x) => a + x * 100, 0));

describe('largestRemainder', () => {
  it('thirds: the hundredth left over goes to the first of the equal remainders, the sum is 100.00', () => {
    const w = largestRemainder([1, 1, 1].map((x) => new Decimal(x)));
    expect(w).toEqual([33.34, 33.33, 33.33]);
    expect(sum(w)).toBe(10_000);
  });

  it('gives the hundredths to the largest remainders, not to the largest value', () => {
    // 66.666…, 16.666…, 16.666…: two hundredths left, to the first two of three equal remainders.
    const w = largestRemainder(['4', '1', '1'].map((x) => new Decimal(x)));
    expect(sum(w)).toBe(10_000);
    expect(w).toEqual([66.67, 16.67, 16.66]);
    const v = largestRemainder(['9000', '333.33', '666.67'].map((x) => new Decimal(x)));
    expect(v).toEqual([90, 3.33, 6.67]);
  });

  it('nothing held: zeros', () => {
    expect(largestRemainder([new Decimal(0), new Decimal(0)])).toEqual([0, 0]);
    expect(largestRemainder([])).toEqual([]);
  });
});
