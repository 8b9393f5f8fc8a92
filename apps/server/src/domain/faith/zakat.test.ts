import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyZakatPerShare, netZakatablePerShare, nisabValue, ZAKATABLE_ITEMS, zakatOn, type StatementFamily } from './zakat.ts';

const half = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const thousands = fc.integer({ min: 0, max: 50_000_000 });
const family = fc.constantFrom<StatementFamily>('ordinary', 'bank', 'insurance', 'reit');
const calendar = fc.constantFrom('lunar' as const, 'gregorian' as const);
const percent = { lunar: '0.025', gregorian: '0.02577' };

describe('zakat formulas', () => {
  it('trading: the rate of the market value, each rounded to the halala', () => {
    const price = fc.integer({ min: 1, max: 100_000 }).map((n) => new Decimal(n).div(100));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), price, calendar, (shares, p, cal) => {
        const z = zakatOn(shares, p, cal);
        expect(z.zakatable.eq(p.mul(shares))).toBe(true);
        expect(z.zakat.eq(half(p.mul(shares).mul(percent[cal])))).toBe(true);
      }),
    );
  });

  it('net assets: (Σ zakatable assets − Σ what is owed) × 1000 ÷ shares outstanding, never below zero', () => {
    fc.assert(
      fc.property(
        family,
        fc.dictionary(fc.constantFrom(...Object.values(ZAKATABLE_ITEMS).flatMap((i) => [...i.add, ...i.less])), thousands),
        fc.integer({ min: 1, max: 5_000_000_000 }),
        (fam, sheet, outstanding) => {
          const items = ZAKATABLE_ITEMS[fam];
          const add = items.add.reduce((a, k) => a + (sheet[k] ?? 0), 0);
          const less = items.less.reduce((a, k) => a + (sheet[k] ?? 0), 0);
          const expected = Decimal.max(new Decimal(add - less).mul(1000).div(outstanding), 0);
          expect(netZakatablePerShare(fam, sheet, outstanding)!.eq(expected)).toBe(true);
        },
      ),
    );
  });

  it('net assets: a company owing more than its zakatable assets gives zero, not a negative base', () => {
    expect(netZakatablePerShare('ordinary', { cash_and_cash_equivalents: 100, current_liabilities: 900 }, 1000)!.toFixed()).toBe('0');
    expect(netZakatablePerShare('ordinary', { cash_and_cash_equivalents: 100 }, 0)).toBeNull();
  });

  it('company paid: the cash-flow zakat as a positive figure per share', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 1, max: 5_000_000_000 }), (paid, outstanding) => {
        expect(companyZakatPerShare(paid, outstanding)!.eq(new Decimal(Math.abs(paid)).mul(1000).div(outstanding))).toBe(true);
      }),
    );
    expect(companyZakatPerShare(undefined, 100)).toBeNull();
  });

  it('nisab: 85 g of gold at the price given, none without one', () => {
    expect(nisabValue('250.50')!.toFixed(2)).toBe('21292.50');
    expect(nisabValue(undefined)).toBeNull();
  });
});
