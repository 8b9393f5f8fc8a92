import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  halalasToSar,
  halalasToSarNumber,
  parseSar,
  percentOf,
  roundHalfUp,
  sarToHalalas,
  sarToHalalasRounded,
  splitVat,
  VAT_RATE_PERCENT,
} from './money.ts';

const amount = fc.integer({ min: -1e13, max: 1e13 });

/** The reference rounding, on exact rationals: the nearest integer, halves away from zero. */
function nearestAwayFromZero(n: bigint, d: bigint): bigint {
  const sign = n < 0n !== d < 0n ? -1n : 1n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = an / ad;
  const r = an - q * ad;
  return sign * (2n * r >= ad ? q + 1n : q);
}

describe('SAR strings and halalas', () => {
  it('reads and writes the cases the product shows', () => {
    expect(sarToHalalas('79.00')).toBe(7900);
    expect(sarToHalalas('0.10')).toBe(10);
    expect(sarToHalalas('52.66')).toBe(5266);
    expect(sarToHalalas('5.5')).toBe(550);
    expect(sarToHalalas('149')).toBe(14900);
    expect(sarToHalalas('-2.50')).toBe(-250);
    expect(halalasToSar(7900)).toBe('79.00');
    expect(halalasToSar(5)).toBe('0.05');
    expect(halalasToSar(-250)).toBe('-2.50');
  });

  it('keeps the sign of amounts under one riyal', () => {
    expect(halalasToSar(-50)).toBe('-0.50');
    expect(halalasToSar(-1)).toBe('-0.01');
    expect(sarToHalalas('-0.50')).toBe(-50);
  });

  it('has no negative zero', () => {
    expect(Object.is(sarToHalalas('-0.00'), 0)).toBe(true);
    expect(halalasToSar(-0)).toBe('0.00');
  });

  it('refuses what is not an amount with at most two decimals', () => {
    for (const text of ['', '1.234', '1,00', ' 1.00', '1.', '.5', '+1', '1e3', 'NaN', '١٢']) {
      expect(parseSar(text)).toBeNull();
      expect(() => sarToHalalas(text)).toThrow(RangeError);
    }
    expect(() => sarToHalalas('100000000000000000')).toThrow(RangeError);
    expect(() => halalasToSar(0.5)).toThrow(RangeError);
  });

  it('round-trips every amount: halalas → SAR → halalas', () => {
    fc.assert(fc.property(amount, (h) => sarToHalalas(halalasToSar(h)) === h));
  });

  it('round-trips every two-decimal string: SAR → halalas → SAR', () => {
    const sar = fc
      .tuple(fc.boolean(), fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 0, max: 99 }))
      .filter(([negative, whole, cents]) => !negative || whole + cents > 0)
      .map(([negative, whole, cents]) => `${negative ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`);
    fc.assert(fc.property(sar, (text) => halalasToSar(sarToHalalas(text)) === text));
  });

  it('is symmetric around zero', () => {
    fc.assert(
      fc.property(amount, (h) => halalasToSar(-h) === (h === 0 ? '0.00' : h > 0 ? `-${halalasToSar(h)}` : halalasToSar(h).slice(1))),
    );
  });
});

describe('rounding half up, to the halala', () => {
  it('rounds a third decimal half away from zero', () => {
    expect(sarToHalalasRounded('12.345')).toBe(1235);
    expect(sarToHalalasRounded('12.344')).toBe(1234);
    expect(sarToHalalasRounded('-12.345')).toBe(-1235);
    expect(sarToHalalasRounded('0.005')).toBe(1);
    expect(sarToHalalasRounded('-0.004')).toBe(0);
    expect(sarToHalalasRounded('7')).toBe(700);
  });

  it('agrees with exact rational rounding for any number of decimals', () => {
    const decimal = fc.tuple(
      fc.boolean(),
      fc.bigInt({ min: 0n, max: 10n ** 12n }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 8 }),
    );
    fc.assert(
      fc.property(decimal, ([negative, whole, fraction]) => {
        const text = `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
        const scale = 10n ** BigInt(fraction.length);
        const exact = (whole * scale + BigInt(fraction || '0')) * (negative ? -1n : 1n);
        return sarToHalalasRounded(text) === Number(nearestAwayFromZero(exact * 100n, scale));
      }),
    );
  });

  it('is the identity on strings that already have two decimals', () => {
    fc.assert(fc.property(amount, (h) => sarToHalalasRounded(halalasToSar(h)) === h));
  });

  it('divides integers to the nearest, halves away from zero', () => {
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(-5, 2)).toBe(-3);
    expect(roundHalfUp(7, 3)).toBe(2);
    expect(roundHalfUp(-7, 3)).toBe(-2);
    expect(() => roundHalfUp(1.5, 1)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 0)).toThrow(RangeError);
    const divisor = fc.integer({ min: -1e6, max: 1e6 }).filter((d) => d !== 0);
    fc.assert(fc.property(amount, divisor, (n, d) => roundHalfUp(n, d) === Number(nearestAwayFromZero(BigInt(n), BigInt(d)))));
  });
});

describe('percentages of an amount', () => {
  it('takes a share half up', () => {
    expect(percentOf(7900, '20')).toBe(1580);
    expect(percentOf(7900, '20.00')).toBe(1580);
    expect(percentOf(999, '12.5')).toBe(125); // 124.875
    expect(percentOf(1, '50')).toBe(1); // 0.5 → 1
    expect(percentOf(-1, '50')).toBe(-1);
    expect(percentOf(14900, '0')).toBe(0);
    expect(() => percentOf(100, '20%')).toThrow(RangeError);
  });

  it('agrees with exact rational rounding', () => {
    const percent = fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 99 }));
    fc.assert(
      fc.property(amount, percent, (h, [whole, hundredths]) => {
        const text = `${whole}.${String(hundredths).padStart(2, '0')}`;
        return percentOf(h, text) === Number(nearestAwayFromZero(BigInt(h) * BigInt(whole * 100 + hundredths), 10_000n));
      }),
    );
  });

  it('never takes more than the whole for a share of at most 100%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10_000 }), (h, bp) => {
        const share = percentOf(h, `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`);
        return share >= 0 && share <= h;
      }),
    );
  });
});

describe('VAT inside a price', () => {
  it('splits the product’s prices', () => {
    expect(VAT_RATE_PERCENT).toBe(15);
    expect(splitVat(11500)).toEqual({ subtotal: 10000, vat: 1500 });
    expect(splitVat(7900)).toEqual({ subtotal: 6870, vat: 1030 }); // 1030.43…
    expect(splitVat(0)).toEqual({ subtotal: 0, vat: 0 });
  });

  it('has parts that add up to the total', () => {
    fc.assert(
      fc.property(amount, (total) => {
        const { subtotal, vat } = splitVat(total);
        return subtotal + vat === total;
      }),
    );
  });

  it('rounds the VAT half up', () => {
    fc.assert(fc.property(amount, (total) => splitVat(total).vat === Number(nearestAwayFromZero(BigInt(total) * 15n, 115n))));
  });
});

describe('market data as numbers', () => {
  it('gives the number JSON would read from the amount written out', () => {
    fc.assert(fc.property(amount, (h) => halalasToSarNumber(h) === JSON.parse(halalasToSar(h))));
    expect(() => halalasToSarNumber(1.5)).toThrow(RangeError);
  });
});
