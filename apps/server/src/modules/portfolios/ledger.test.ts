import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { halalasToSar, sarToHalalasRounded } from '@sahm/contracts/money';
import {
  allocatePercents,
  applyEntry,
  emptyPosition,
  foldPositions,
  moveCash,
  OversellError,
  saleCostBasis,
  sar as sarText,
  tradeCost,
  type LedgerEntry,
} from './ledger.ts';

type Op =
  | { kind: 'cash'; halalas: number }
  | { kind: 'buy'; stock: number; shares: number; price: number; deduct: boolean }
  | { kind: 'sell'; stock: number; shares: number; price: number; toCash: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('cash' as const), halalas: fc.integer({ min: -5_000_000, max: 10_000_000 }) }),
  fc.record({
    kind: fc.constant('buy' as const),
    stock: fc.integer({ min: 0, max: 2 }),
    shares: fc.integer({ min: 1, max: 1000 }),
    price: fc.integer({ min: 1, max: 100_000 }),
    deduct: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('sell' as const),
    stock: fc.integer({ min: 0, max: 2 }),
    shares: fc.integer({ min: 1, max: 1500 }),
    price: fc.integer({ min: 1, max: 100_000 }),
    toCash: fc.boolean(),
  }),
);

const sar = (halalas: number | bigint) => new Decimal(halalas.toString()).div(100);

/** The reference: integer halalas, average cost with half-up rounding, refusals as the service makes them. */
function reference(ops: Op[]) {
  let cash = 0n;
  const shares = [0n, 0n, 0n];
  const cost = [0n, 0n, 0n];
  const realized = [0n, 0n, 0n];
  const accepted: Op[] = [];
  for (const o of ops) {
    if (o.kind === 'cash') {
      if (cash + BigInt(o.halalas) < 0n) continue;
      cash += BigInt(o.halalas);
    } else if (o.kind === 'buy') {
      const amount = BigInt(o.shares) * BigInt(o.price);
      if (o.deduct && amount > cash) continue;
      if (o.deduct) cash -= amount;
      shares[o.stock]! += BigInt(o.shares);
      cost[o.stock]! += amount;
    } else {
      const n = BigInt(o.shares);
      const held = shares[o.stock]!;
      if (n > held) continue;
      const basis = n === held ? cost[o.stock]! : (cost[o.stock]! * n * 2n + held) / (2n * held);
      const proceeds = n * BigInt(o.price);
      shares[o.stock] = held - n;
      cost[o.stock]! -= basis;
      realized[o.stock]! += proceeds - basis;
      if (o.toCash) cash += proceeds;
    }
    accepted.push(o);
  }
  return { cash, shares, cost, realized, accepted };
}

/** The same sequence through the ledger module, refusing what the service refuses. */
function throughLedger(ops: Op[]) {
  let cash = new Decimal(0);
  const entries: LedgerEntry[] = [];
  const stockId = (i: number) => `s${i}`;
  for (const o of ops) {
    if (o.kind === 'cash') {
      const next = moveCash(cash, sar(o.halalas));
      if (next) cash = next;
      continue;
    }
    const entry: LedgerEntry = {
      stockId: stockId(o.stock),
      type: o.kind === 'buy' ? 'BUYING' : 'SELLING',
      shares: o.shares,
      price: sar(o.price),
    };
    const amount = tradeCost(o.shares, entry.price);
    if (o.kind === 'buy') {
      if (o.deduct) {
        const next = moveCash(cash, amount.neg());
        if (!next) continue;
        cash = next;
      }
      entries.push(entry);
    } else {
      try {
        foldPositions([...entries, entry]);
      } catch (e) {
        expect(e).toBeInstanceOf(OversellError);
        continue;
      }
      entries.push(entry);
      if (o.toCash) cash = cash.add(amount);
    }
  }
  return { cash, positions: foldPositions(entries) };
}

describe('ledger arithmetic', () => {
  it('derived cash, shares, cost and realised gains match the reference for any sequence', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const ref = reference(ops);
        const got = throughLedger(ops);
        expect(got.cash.toFixed(2)).toBe(sar(ref.cash).toFixed(2));
        expect(got.cash.isNegative()).toBe(false);
        for (let i = 0; i < 3; i++) {
          const p = got.positions.find((x) => x.stockId === `s${i}`) ?? emptyPosition(`s${i}`);
          expect(BigInt(p.shares)).toBe(ref.shares[i]);
          expect(p.cost.toFixed(2)).toBe(sar(ref.cost[i]!).toFixed(2));
          expect(p.realized.toFixed(2)).toBe(sar(ref.realized[i]!).toFixed(2));
          expect(p.shares).toBeGreaterThanOrEqual(0);
          expect(p.cost.isNegative()).toBe(false);
          expect(p.cost.decimalPlaces()).toBeLessThanOrEqual(2);
          if (p.shares === 0) expect(p.cost.isZero()).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a sale takes the average cost to the halala, and all of it when the position closes', () => {
    const p = applyEntry(applyEntry(emptyPosition('x'), { stockId: 'x', type: 'BUYING', shares: 3, price: '10.00' }), {
      stockId: 'x',
      type: 'BUYING',
      shares: 0 + 1,
      price: '11.01',
    });
    expect(p.cost.toFixed(2)).toBe('41.01');
    expect(saleCostBasis(p, 1).toFixed(2)).toBe('10.25');
    expect(saleCostBasis(p, 4).toFixed(2)).toBe('41.01');
    const sold = applyEntry(p, { stockId: 'x', type: 'SELLING', shares: 1, price: '12.00' });
    expect(sold.shares).toBe(3);
    expect(sold.cost.toFixed(2)).toBe('30.76');
    expect(sold.realized.toFixed(2)).toBe('1.75');
    expect(() => applyEntry(sold, { stockId: 'x', type: 'SELLING', shares: 4, price: '1' })).toThrow(OversellError);
  });

  it('weights sum to exactly 100.00 with the remainder on the largest, never negative', () => {
    expect(allocatePercents([1, 1, 1].map((n) => new Decimal(n))).map(String)).toEqual(['33.34', '33.33', '33.33']);
    expect(allocatePercents([new Decimal(0)]).map(String)).toEqual(['0']);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 40 }), (values) => {
        const percents = allocatePercents(values.map((v) => new Decimal(v).div(100)));
        const total = values.reduce((a, v) => a + v, 0);
        const sum = percents.reduce((a, p) => a.add(p), new Decimal(0));
        expect(sum.toFixed(2)).toBe(total ? '100.00' : '0.00');
        percents.forEach((p, i) => {
          expect(p.isNegative()).toBe(false);
          expect(p.decimalPlaces()).toBeLessThanOrEqual(2);
          if (total) expect(Math.abs(p.toNumber() - (values[i]! * 100) / total)).toBeLessThanOrEqual(0.005 * values.length + 1e-9);
        });
      }),
    );
  });

  it('writes amounts for the API as the money module does: two decimals, half up, no negative zero', () => {
    expect(sarText(new Decimal('1234.5'))).toBe('1234.50');
    expect(sarText(new Decimal('-0.004'))).toBe('0.00');
    expect(sarText(new Decimal('-0.005'))).toBe('-0.01');
    expect(sarText(new Decimal('0.005'))).toBe('0.01');
    // A transaction's cost can pass what halalas hold as a safe integer: still exact.
    expect(sarText(new Decimal(100_000_000).mul(1_000_000))).toBe('100000000000000.00');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 9999 }), (whole, fraction) => {
        // Any amount with up to four decimals, as a sale's average cost or a percentage share makes.
        const d = new Decimal(whole).add(new Decimal(fraction).div(10_000));
        expect(sarText(d)).toBe(halalasToSar(sarToHalalasRounded(d.toFixed())));
      }),
    );
  });
});
