import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualRate, periodRate, xirrLogRate, type TimedAmount } from './money-weighted.ts';
import { indexStart, timeWeightedIndex, type SessionValue } from './time-weighted.ts';

const d = (n: number | string) => new Decimal(n);
const twrOf = (sessions: SessionValue[]) => {
  const index = timeWeightedIndex(sessions);
  const last = index.at(-1);
  return last ? last.toNumber() - 1 : null;
};
/** Σ amount × (1 + r)^−years, with u = ln(1 + r). */
const npvAt = (flows: readonly TimedAmount[], u: number) => flows.reduce((s, f) => s + f.amount * Math.exp(-u * f.years), 0);
/** A start put in, deposits at fractions of the span, and an end of `endPercent` of all that went in. */
function depositFlows(start: number, deposits: readonly { at: number; amount: number }[], span: number, endPercent: number): TimedAmount[] {
  const flows: TimedAmount[] = [{ years: 0, amount: -start }, ...deposits.map((f) => ({ years: f.at * span, amount: -f.amount }))];
  const invested = flows.reduce((s, f) => s - f.amount, 0);
  return [...flows, { years: span, amount: (invested * endPercent) / 100 }];
}
/** The present value at u over the sizes of the discounted amounts (a steep rate makes them large). */
function relativeResidual(flows: readonly TimedAmount[], u: number): number {
  const size = flows.reduce((s, f) => s + Math.abs(f.amount * Math.exp(-u * f.years)), 0);
  return Math.abs(npvAt(flows, u)) / size;
}
const xirr = (flows: readonly TimedAmount[]) => {
  const u = xirrLogRate(flows);
  return u === null ? null : annualRate(u);
};

/** A session's growth factor (−30% to +30%) and the flow at its start, in halalas: a deposit, or a withdrawal of at most what is there. */
const session = fc.record({ growth: fc.integer({ min: 70, max: 130 }), flow: fc.integer({ min: -1_000_000, max: 1_000_000 }) });

/** Values built from growth factors: each session's value is (previous value + flow) × growth, so the true TWR is Π growth − 1. */
function build(
  start: number,
  steps: { growth: number; flow: number }[],
  withFlows: boolean,
): { sessions: SessionValue[]; product: Decimal } {
  const sessions: SessionValue[] = [{ value: d(start), flow: d(0) }];
  let product = d(1);
  for (const s of steps) {
    const previous = sessions.at(-1)!.value;
    // A withdrawal leaves at least a halala, so every session has something to grow.
    const flow = withFlows ? Decimal.max(d(s.flow), previous.neg().add(1)) : d(0);
    const growth = d(s.growth).div(100);
    sessions.push({ value: previous.add(flow).mul(growth), flow });
    product = product.mul(growth);
  }
  return { sessions, product };
}

describe('time-weighted return', () => {
  it('equals the product of the sessions’ growth whatever the flows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(session, { minLength: 1, maxLength: 60 }), (start, steps) => {
        const { sessions, product } = build(start, steps, true);
        expect(twrOf(sessions)).toBeCloseTo(product.toNumber() - 1, 9);
      }),
    );
  });

  it('is unchanged by a flow: the same growth with and without flows gives the same return', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(session, { minLength: 1, maxLength: 30 }), (start, steps) => {
        expect(twrOf(build(start, steps, true).sessions)).toBeCloseTo(twrOf(build(start, steps, false).sessions)!, 9);
      }),
    );
  });

  it('without flows is the end value over the start value less one, and equals the money-weighted return over the period', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.array(fc.integer({ min: 70, max: 130 }), { minLength: 1, maxLength: 40 }),
        (start, growths) => {
          const { sessions } = build(
            start,
            growths.map((growth) => ({ growth, flow: 0 })),
            false,
          );
          const end = sessions.at(-1)!.value;
          const simple = end.div(start).toNumber() - 1;
          expect(twrOf(sessions)).toBeCloseTo(simple, 9);
          // Over the same sessions, spaced a day apart.
          const years = (sessions.length - 1) / 365;
          const u = xirrLogRate([
            { years: 0, amount: -start },
            { years, amount: end.toNumber() },
          ]);
          expect(periodRate(u!, years)).toBeCloseTo(simple, 9);
        },
      ),
    );
  });

  it('by hand: 1000 grows 10%, a 500 deposit, then the whole 1600 falls 5%: 1.10 × 0.95 − 1 = 4.5%', () => {
    const sessions = [
      { value: d(1000), flow: d(0) },
      { value: d(1100), flow: d(0) },
      { value: d(1520), flow: d(500) },
    ];
    expect(twrOf(sessions)).toBeCloseTo(0.045, 12);
  });

  it('starts on the session before a first deposit into an empty portfolio, at 1', () => {
    const sessions = [
      { value: d(0), flow: d(0) },
      { value: d(0), flow: d(0) },
      { value: d(1050), flow: d(1000) },
      { value: d(1155), flow: d(0) },
    ];
    const index = timeWeightedIndex(sessions);
    expect(indexStart(index)).toBe(1);
    expect(index.map((x) => x?.toNumber() ?? null)).toEqual([null, 1, 1.05, 1.155]);
  });

  it('is undefined for a portfolio that never held anything, and adds nothing for a session after everything was taken out', () => {
    expect(
      timeWeightedIndex([
        { value: d(0), flow: d(0) },
        { value: d(0), flow: d(0) },
      ]),
    ).toEqual([null, null]);
    const index = timeWeightedIndex([
      { value: d(100), flow: d(0) },
      { value: d(0), flow: d(-110) },
      { value: d(0), flow: d(0) },
    ]);
    expect(index.map((x) => x?.toNumber())).toEqual([1, 1, 1]);
  });
});

describe('money-weighted return (XIRR)', () => {
  it('by hand: 1000 in, 1100 back a year later is 10%', () => {
    expect(
      xirr([
        { years: 0, amount: -1000 },
        { years: 1, amount: 1100 },
      ]),
    ).toBeCloseTo(0.1, 12);
  });

  it('by hand: 1000 in, 1000 more half a year later, 2200 back at a year: √(1+r) solves 1000x² + 1000x = 2200', () => {
    const x = (-1 + Math.sqrt(1 + 4 * 2.2)) / 2;
    const flows = [
      { years: 0, amount: -1000 },
      { years: 0.5, amount: -1000 },
      { years: 1, amount: 2200 },
    ];
    expect(xirr(flows)).toBeCloseTo(x * x - 1, 12);
  });

  it('by hand: a loss, 1000 in and 800 back after two years, is √0.8 − 1 a year', () => {
    expect(
      xirr([
        { years: 0, amount: -1000 },
        { years: 2, amount: 800 },
      ]),
    ).toBeCloseTo(Math.sqrt(0.8) - 1, 12);
  });

  it('balances the flows: the present value at the answer is zero', () => {
    // Deposits up to nine tenths into the span and an end of half to twice what went in: rates far
    // steeper than a market's (a deposit a day before the end cannot halve under the daily limits).
    const deposit = fc.record({ at: fc.double({ min: 0, max: 0.9, noNaN: true }), amount: fc.integer({ min: 1, max: 1_000_000 }) });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(deposit, { maxLength: 20 }),
        fc.double({ min: 1 / 365, max: 5, noNaN: true }),
        fc.integer({ min: 50, max: 200 }),
        (start, deposits, span, endPercent) => {
          const flows = depositFlows(start, deposits, span, endPercent);
          const u = xirrLogRate(flows);
          expect(u).not.toBeNull();
          expect(relativeResidual(flows, u!)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is undefined when money put in on the last day is worth more at its close: no rate balances that', () => {
    // A portfolio opened on the period's last session: nothing at the start, 1,140 of shares bought
    // that day and worth 1,150.60 at its close. The present value is 10.60 × e^(−u t) at every rate.
    const t = 3 / 365;
    expect(
      xirrLogRate([
        { years: 0, amount: -0 },
        { years: t, amount: -1140 },
        { years: t, amount: 1150.6 },
      ]),
    ).toBeNull();
  });

  it('whatever the flows, a rate it gives balances them (never a rate that only discounts them away)', () => {
    // Any start (none too), deposits anywhere in the span (its last day too), any end.
    const at = fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true }));
    const deposit = fc.record({ at, amount: fc.integer({ min: 1, max: 1_000_000 }) });
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000_000 })),
        fc.array(deposit, { minLength: 1, maxLength: 10 }),
        fc.double({ min: 1 / 365, max: 5, noNaN: true }),
        fc.integer({ min: 1, max: 400 }),
        (start, deposits, span, endPercent) => {
          const flows = depositFlows(start, deposits, span, endPercent);
          const u = xirrLogRate(flows);
          if (u !== null) expect(relativeResidual(flows, u)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is undefined when nothing comes back or nothing goes in', () => {
    expect(
      xirr([
        { years: 0, amount: -1000 },
        { years: 1, amount: 0 },
      ]),
    ).toBeNull();
    expect(xirr([{ years: 0, amount: 1000 }])).toBeNull();
    expect(xirr([])).toBeNull();
  });

  it('the period figure compounds the yearly rate over the period', () => {
    expect(periodRate(Math.log(1.21), 0.5)).toBeCloseTo(0.1, 12);
    expect(periodRate(Math.log(1.1), 2)).toBeCloseTo(0.21, 12);
  });
});
