import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar.ts';
import { sharesOn, type DatedEntry } from '../../domain/holdings/timeline.ts';
import type { CapitalEvent, DividendEvent } from './corporate-events.ts';
import { applyEntry, emptyPosition, foldPositions, tradeCost } from './ledger.ts';
import { planSettlement, sharesAfterAction, type Credited, type SettlementPlan } from './settlement.ts';

const START = '2026-01-01';
const day = (n: number) => addDays(START, n);
const STOCKS = ['s0', 's1'];

/** A ledger of buys and sales on days 0–59 that never sells more than is held on its day. */
const ledger: fc.Arbitrary<DatedEntry[]> = fc
  .array(
    fc.record({ stock: fc.integer({ min: 0, max: 1 }), day: fc.integer({ min: 0, max: 59 }), shares: fc.integer({ min: -500, max: 500 }) }),
    {
      maxLength: 12,
    },
  )
  .map((ops) => {
    const entries: DatedEntry[] = [];
    for (const o of [...ops].sort((a, b) => a.day - b.day)) {
      const stockId = STOCKS[o.stock]!;
      const held = sharesOn(entries, stockId, day(o.day));
      const delta = o.shares < 0 ? -Math.min(held, -o.shares) : o.shares;
      if (delta !== 0) entries.push({ stockId, date: day(o.day), delta });
    }
    return entries;
  });

const dividendOn = (recordDay: number, amount: string): DividendEvent => ({
  id: 'd1',
  stockId: 's0',
  amount,
  announcementDate: day(0),
  eligibilityDate: day(recordDay - 2),
  recordDate: day(recordDay),
  distributionDate: day(recordDay + 5),
});

const noActions = new Map<string, CapitalEvent[]>();
/** What a plan wrote, as the ledgers would report it on the next settle. */
const creditedOf = (plan: SettlementPlan, before: Credited = new Map()): Credited => {
  const next = new Map(before);
  for (const c of plan.credits) {
    const had = next.get(c.event.id);
    next.set(c.event.id, { shares: (had?.shares ?? 0) + c.shares, amount: c.amount.add(had?.amount ?? 0) });
  }
  return next;
};
/** Buys only, dated days 0–59: what a back-dated entry can add to a ledger. */
const backDatedBuys = fc.array(
  fc.record({ day: fc.integer({ min: 0, max: 59 }), shares: fc.integer({ min: 1, max: 500 }) }).map((b) => ({
    stockId: 's0',
    date: day(b.day),
    delta: b.shares,
  })),
  { minLength: 1, maxLength: 4 },
);
const today = day(90);

describe('settling dividends (property)', () => {
  it('credits a dividend exactly once, to exactly the portfolios holding on the record date, shares × amount', () => {
    fc.assert(
      fc.property(
        fc.array(ledger, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 1, max: 999_999 }),
        (portfolios, recordDay, tenThousandths) => {
          const amount = new Decimal(tenThousandths).div(10_000).toFixed();
          const d = dividendOn(recordDay, amount);
          const events = { dividends: new Map([['s0', [d]]]), actions: noActions };
          for (const entries of portfolios) {
            const first = planSettlement({ entries, events, credited: new Map(), applied: new Map(), today });
            const held = sharesOn(entries, 's0', d.recordDate);
            if (held > 0) {
              expect(first.credits).toHaveLength(1);
              expect(first.credits[0]!.shares).toBe(held);
              expect(first.credits[0]!.amount.toFixed(2)).toBe(new Decimal(amount).mul(held).toFixed(2, Decimal.ROUND_HALF_UP));
            } else expect(first.credits).toEqual([]);
            // Once credited, never again.
            const again = planSettlement({
              entries,
              events,
              credited: creditedOf(first),
              applied: new Map(),
              today,
            });
            expect(again.credits).toEqual([]);
          }
        },
      ),
    );
  });

  it('tops up a dividend already credited by what back-dated buys add, to exactly what the whole ledger is owed', () => {
    fc.assert(
      fc.property(
        ledger,
        backDatedBuys,
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 1, max: 999_999 }),
        (entries, buys, recordDay, tt) => {
          const amount = new Decimal(tt).div(10_000).toFixed();
          const d = dividendOn(recordDay, amount);
          const events = { dividends: new Map([['s0', [d]]]), actions: noActions };
          const first = planSettlement({ entries, events, credited: new Map(), applied: new Map(), today });
          const whole = [...entries, ...buys];
          const credited = creditedOf(first);
          const topUp = planSettlement({ entries: whole, events, credited, applied: new Map(), today });
          const paid = creditedOf(topUp, credited).get(d.id);
          const owed = sharesOn(whole, 's0', d.recordDate);
          expect(paid?.shares ?? 0).toBe(owed);
          expect((paid?.amount ?? new Decimal(0)).toFixed(2)).toBe(new Decimal(amount).mul(owed).toFixed(2, Decimal.ROUND_HALF_UP));
          for (const c of topUp.credits) expect(c.shares).toBeGreaterThan(0);
          // Settled in full: nothing more.
          expect(
            planSettlement({ entries: whole, events, credited: creditedOf(topUp, credited), applied: new Map(), today }).credits,
          ).toEqual([]);
        },
      ),
    );
  });

  it('credits nothing before the distribution date', () => {
    fc.assert(
      fc.property(ledger, fc.integer({ min: 2, max: 60 }), (entries, recordDay) => {
        const d = dividendOn(recordDay, '1');
        const plan = planSettlement({
          entries,
          events: { dividends: new Map([['s0', [d]]]), actions: noActions },
          credited: new Map(),
          applied: new Map(),
          today: addDays(d.distributionDate!, -1),
        });
        expect(plan.credits).toEqual([]);
      }),
    );
  });
});

describe('bonus shares and splits (property)', () => {
  const ratio = fc.oneof(
    fc.record({ before: fc.constant(10), after: fc.integer({ min: 11, max: 30 }), type: fc.constant('BONUS_SHARES' as const) }),
    fc.record({ before: fc.constant(1), after: fc.integer({ min: 2, max: 10 }), type: fc.constant('STOCK_SPLIT' as const) }),
    fc.record({
      before: fc.integer({ min: 2, max: 9 }),
      after: fc.integer({ min: 10, max: 30 }),
      type: fc.constant('BONUS_SHARES' as const),
    }),
  );

  it('leave the position’s cost unchanged and its market value unchanged at the adjusted price, but for the fraction not issued', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        ratio,
        (shares, priceHalalas, { before, after, type }) => {
          const price = new Decimal(priceHalalas).div(100);
          const bought = applyEntry(emptyPosition('s0'), { stockId: 's0', type: 'BUYING', shares, price });
          const { shares: held, fraction } = sharesAfterAction(shares, before, after);
          const action: CapitalEvent = {
            id: 'a1',
            stockId: 's0',
            type,
            announcementDate: day(0),
            effectiveDate: day(10),
            sharesBefore: before,
            sharesAfter: after,
            offerPrice: null,
            subscriptionEnds: null,
          };
          const plan = planSettlement({
            entries: [{ stockId: 's0', date: day(1), delta: shares }],
            events: { dividends: new Map(), actions: new Map([['s0', [action]]]) },
            credited: new Map(),
            applied: new Map(),
            today,
          });
          const added = held - shares;
          expect(plan.actions.map((a) => [a.type, a.heldBefore, a.heldAfter])).toEqual(added > 0 ? [[type, shares, held]] : []);
          const after_ = added > 0 ? applyEntry(bought, { stockId: 's0', type, shares: added, price: 0 }) : bought;
          expect(after_.cost.eq(tradeCost(shares, price))).toBe(true);
          expect(after_.realized.isZero()).toBe(true);
          expect(after_.shares).toBe(held);
          // The adjusted price: the price × before ÷ after. What was held is worth the same, less the fraction not issued.
          const adjusted = price.mul(before).div(after);
          const lost = new Decimal(shares).mul(price).sub(adjusted.mul(held));
          expect(lost.sub(adjusted.mul(fraction)).abs().lt(adjusted.mul('0.000001').add('1e-9'))).toBe(true);
          if (fraction.isZero()) expect(lost.abs().lt('1e-9')).toBe(true);
        },
      ),
    );
  });

  it('tops up an action already applied by what back-dated buys add, to the shares the whole ledger makes', () => {
    fc.assert(
      fc.property(ledger, backDatedBuys, ratio, fc.integer({ min: 1, max: 59 }), (entries, buys, { before, after, type }, effective) => {
        const action: CapitalEvent = {
          id: 'a1',
          stockId: 's0',
          type,
          announcementDate: day(0),
          effectiveDate: day(effective),
          sharesBefore: before,
          sharesAfter: after,
          offerPrice: null,
          subscriptionEnds: null,
        };
        const events = { dividends: new Map(), actions: new Map([['s0', [action]]]) };
        const first = planSettlement({ entries, events, credited: new Map(), applied: new Map(), today });
        const written = (plan: SettlementPlan) => plan.actions.map((a) => ({ stockId: 's0', date: action.effectiveDate, delta: a.delta }));
        const applied = new Map([['a1', first.actions.reduce((n, a) => n + a.delta, 0)]]);
        const whole = [...entries, ...written(first), ...buys];
        const topUp = planSettlement({ entries: whole, events, credited: new Map(), applied, today });
        const heldBefore = sharesOn([...entries, ...buys], 's0', day(effective - 1));
        const { shares: heldAfter } = sharesAfterAction(heldBefore, before, after);
        expect(sharesOn([...whole, ...written(topUp)], 's0', action.effectiveDate)).toBe(
          sharesOn([...entries, ...buys], 's0', action.effectiveDate) + heldAfter - heldBefore,
        );
        for (const a of topUp.actions) expect([a.heldBefore, a.heldAfter, a.delta > 0]).toEqual([heldBefore, heldAfter, true]);
      }),
    );
  });

  it('a capital reduction never books a profit and keeps the cost while shares remain', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 99 }),
        (shares, halalas, keepPercent) => {
          const price = new Decimal(halalas).div(100);
          const { shares: held } = sharesAfterAction(shares, 100, keepPercent);
          const [p] = foldPositions([
            { stockId: 's0', type: 'BUYING', shares, price },
            ...(held < shares ? [{ stockId: 's0', type: 'CAPITAL_REDUCTION' as const, shares: shares - held, price: 0 }] : []),
          ]);
          expect(p!.shares).toBe(held);
          expect(p!.realized.lte(0)).toBe(true);
          if (held > 0) expect(p!.cost.eq(tradeCost(shares, price))).toBe(true);
        },
      ),
    );
  });
});
