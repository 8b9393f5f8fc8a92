import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { div, divPositive, parseDecimal, sub, toDecimal, whole } from './exact.ts';

describe('exact indicator arithmetic', () => {
  it('rounds half away from zero at the last place', () => {
    expect(toDecimal(div(whole(1), whole(8)), 2)).toBe('0.13');
    expect(toDecimal(div(whole(-1), whole(8)), 2)).toBe('-0.13');
    expect(toDecimal(div(whole(-1), whole(1000)), 2)).toBe('0.00');
    expect(toDecimal(div(whole(2), whole(3)), 0)).toBe('1');
    expect(toDecimal(parseDecimal('1234.5'), 1)).toBe('1234.5');
  });

  it('gives null, not an exception, over zero or a base that makes no sense', () => {
    expect(div(whole(5), whole(0))).toBeNull();
    expect(divPositive(whole(5), whole(-2))).toBeNull();
    expect(toDecimal(sub(null, whole(1)), 2)).toBeNull();
  });

  it('agrees with written decimals for any whole numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const text = toDecimal(div(whole(n), whole(d)), 4)!;
        expect(Math.abs(Number(text) - n / d)).toBeLessThanOrEqual(0.00005 + 1e-9 * Math.abs(n / d));
        expect(toDecimal(parseDecimal(text), 4)).toBe(text);
      }),
    );
  });
});
