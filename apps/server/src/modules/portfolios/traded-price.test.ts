import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar.ts';
import type { CapitalEvent } from './corporate-events.ts';
import { sharesAfterAction } from './settlement.ts';
import { tradedPrice, tradedPriceFactor } from './traded-price.ts';

const START = '2026-01-01';
const day = (n: number) => addDays(START, n);
const TODAY = day(100);

const action = (type: CapitalEvent['type'], effective: number, before: number, after: number): CapitalEvent => ({
  id: `a${effective}`,
  stockId: 's0',
  type,
  announcementDate: day(effective - 20),
  effectiveDate: day(effective),
  sharesBefore: before,
  sharesAfter: after,
  offerPrice: type === 'RIGHTS_ISSUE' ? '10.00' : null,
  subscriptionEnds: null,
});

const changeOfCapital = fc.oneof(
  fc.record({
    type: fc.constant('BONUS_SHARES' as const),
    before: fc.integer({ min: 1, max: 20 }),
    after: fc.integer({ min: 21, max: 40 }),
  }),
  fc.record({ type: fc.constant('STOCK_SPLIT' as const), before: fc.constant(1), after: fc.integer({ min: 2, max: 10 }) }),
  fc.record({
    type: fc.constant('CAPITAL_REDUCTION' as const),
    before: fc.integer({ min: 21, max: 40 }),
    after: fc.integer({ min: 1, max: 20 }),
  }),
);

describe('prices as traded from the adjusted series (property)', () => {
  it('keep a holding’s value across an action: held × the traded price the day before = the shares it makes (with the fraction) × the price on the day', () => {
    fc.assert(
      fc.property(
        changeOfCapital,
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        ({ type, before, after }, effective, held, halalas) => {
          // The adjusted series is continuous: the same price either side of the action.
          const price = new Decimal(halalas).div(100);
          const actions = [action(type, effective, before, after)];
          const { shares, fraction } = sharesAfterAction(held, before, after);
          const valueBefore = tradedPrice(price, actions, day(effective - 1), TODAY).mul(held);
          const valueAfter = tradedPrice(price, actions, day(effective), TODAY).mul(fraction.add(shares));
          // The fraction is kept to six decimals (rounded down).
          expect(valueBefore.sub(valueAfter).abs().lte(price.mul('0.000001'))).toBe(true);
        },
      ),
    );
  });

  it('multiply every action after the day and in effect by today, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(changeOfCapital, fc.integer({ min: 1, max: 150 })), { maxLength: 5 }),
        fc.integer({ min: 0, max: 150 }),
        (drawn, d) => {
          const actions = drawn.map(([c, effective]) => action(c.type, effective, c.before, c.after));
          const expected = actions
            .filter((a) => a.effectiveDate > day(d) && a.effectiveDate <= TODAY)
            .reduce((f, a) => f.mul(a.sharesAfter).div(a.sharesBefore), new Decimal(1));
          expect(tradedPriceFactor(actions, day(d), TODAY).eq(expected)).toBe(true);
        },
      ),
    );
  });

  it('leave rights issues out: their shares are bought', () => {
    expect(tradedPriceFactor([action('RIGHTS_ISSUE', 50, 100, 120)], day(10), TODAY).toString()).toBe('1');
    expect(tradedPriceFactor(undefined, day(10), TODAY).toString()).toBe('1');
  });
});
