import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay } from './calendar.ts';
import { isOnTick, roundToTick, tickSize } from './ticks.ts';

const dateArb = fc.integer({ min: toEpochDay('2024-01-01'), max: toEpochDay('2026-12-31') }).map(fromEpochDay);
const priceArb = fc.oneof(
  fc.integer({ min: 1, max: 200_000 }),
  fc.double({ min: 0, max: 200_000, noNaN: true }),
  // Band edges are where grids change.
  fc.constantFrom(999, 1_000, 1_001, 2_498, 2_499, 2_500, 2_501, 4_999, 5_000, 9_995, 10_000, 24_990, 25_000, 49_980, 50_000),
);
const modeArb = fc.constantFrom('down' as const, 'up' as const, 'nearest' as const);

describe('ticks', () => {
  it('uses the 2025 reform grid from 2025-06-29', () => {
    expect(tickSize(2_499, '2025-06-26')).toBe(2);
    expect(tickSize(2_499, '2025-06-29')).toBe(1);
    expect(tickSize(3_000, '2025-06-26')).toBe(5);
    expect(tickSize(3_000, '2025-06-29')).toBe(2);
    expect(tickSize(30_000, '2025-06-26')).toBe(10);
    expect(tickSize(30_000, '2025-06-29')).toBe(20);
    expect(tickSize(60_000, '2025-07-01')).toBe(50);
    expect(roundToTick(4_997, '2025-01-01', 'up')).toBe(5_000);
    expect(roundToTick(4_997, '2025-07-01', 'up')).toBe(4_998);
    expect(roundToTick(1_001, '2025-01-01', 'nearest')).toBe(1_002);
  });

  it('always lands on the grid, in the requested direction, idempotently', () => {
    fc.assert(
      fc.property(priceArb, dateArb, modeArb, (price, date, mode) => {
        const r = roundToTick(price, date, mode);
        expect(isOnTick(r, date)).toBe(true);
        if (mode === 'down' && price >= 1) expect(r).toBeLessThanOrEqual(price);
        if (mode === 'up') expect(r).toBeGreaterThanOrEqual(price);
        expect(Math.abs(r - price)).toBeLessThanOrEqual(Math.max(tickSize(Math.max(price, 1), date), 1 - price));
        for (const m of ['down', 'up', 'nearest'] as const) expect(roundToTick(r, date, m)).toBe(r);
      }),
      { numRuns: 2_000 },
    );
  });
});
