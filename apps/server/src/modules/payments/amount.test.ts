import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sarToHalalas, splitVat } from '@sahm/contracts/money';
import { chargeHalalas, discountHalalas } from './amount.ts';

describe('charge arithmetic', () => {
  it('matches the spec examples', () => {
    expect(discountHalalas(79_000, { unit: 'PERCENTAGE', amount: '20.00' })).toBe(15_800);
    expect(discountHalalas(7_900, { unit: 'SAR', amount: '10' })).toBe(1_000);
    expect(chargeHalalas(79_000, 15_800, 0)).toBe(63_200);
    expect(chargeHalalas(7_900, 1_000, 10_000)).toBe(0);
    expect(sarToHalalas('149.5')).toBe(14_950);
    expect(splitVat(14_900)).toEqual({ subtotal: 12_957, vat: 1_943 });
  });

  it('never charges below zero nor more than the price, and discounts never exceed the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.oneof(
          fc.record({
            unit: fc.constant('SAR' as const),
            amount: fc.integer({ min: 0, max: 2_000_000 }).map((h) => `${Math.trunc(h / 100)}.${String(h % 100).padStart(2, '0')}`),
          }),
          fc.record({
            unit: fc.constant('PERCENTAGE' as const),
            amount: fc.integer({ min: 0, max: 10_000 }).map((h) => `${Math.trunc(h / 100)}.${String(h % 100).padStart(2, '0')}`),
          }),
        ),
        fc.integer({ min: 0, max: 10_000_000 }),
        (price, discount, credit) => {
          const d = discountHalalas(price, discount);
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(price);
          const charge = chargeHalalas(price, d, credit);
          expect(charge).toBeGreaterThanOrEqual(0);
          expect(charge).toBeLessThanOrEqual(price);
          expect(charge).toBe(Math.max(0, price - d - credit));
        },
      ),
    );
  });

  it('a percentage discount is exact to the halala (half up)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (price, bp) => {
        const amount = `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
        const d = discountHalalas(price, { unit: 'PERCENTAGE', amount });
        // Compare against exact rational arithmetic in BigInt.
        const exact = (BigInt(price) * BigInt(bp) * 2n + 10_000n) / 20_000n;
        expect(BigInt(d)).toBe(exact > BigInt(price) ? BigInt(price) : exact);
      }),
    );
  });

  it('splits VAT so the parts add up to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (total) => {
        const { subtotal, vat } = splitVat(total);
        expect(subtotal + vat).toBe(total);
        expect(Math.abs(vat - (total * 15) / 115)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
