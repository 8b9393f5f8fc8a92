import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay } from './calendar.ts';
import { firstDayBand, limitBand } from './limits.ts';
import { isOnTick, tickSize } from './ticks.ts';

const dateArb = fc.integer({ min: toEpochDay('2024-01-01'), max: toEpochDay('2026-12-31') }).map(fromEpochDay);

describe('daily price limits', () => {
  it('rounds limit prices inwards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 150_000 }),
        dateArb,
        fc.constantFrom('main' as const, 'nomu' as const),
        (prev, date, market) => {
          const { low, high } = limitBand(prev, market, date);
          const pct = market === 'main' ? 0.1 : 0.3;
          expect(isOnTick(low, date) && isOnTick(high, date)).toBe(true);
          expect(low).toBeLessThanOrEqual(high);
          if (prev >= 100) {
            expect(high).toBeLessThanOrEqual(prev * (1 + pct) + 1e-9);
            expect(low).toBeGreaterThanOrEqual(prev * (1 - pct) - 1e-9);
          }
          // Inward by less than one tick: the band is as wide as the grid allows.
          expect(high + tickSize(high, date)).toBeGreaterThan(prev * (1 + pct));
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('gives a worked example', () => {
    // 33.35 SAR on the old grid: +10% = 36.685 → 36.65; −10% = 30.015 → 30.05.
    expect(limitBand(3_335, 'main', '2025-01-05')).toEqual({ low: 3_005, high: 3_665 });
    // Same close after the reform (2-halala grid): 36.68 and 30.02.
    expect(limitBand(3_335, 'main', '2025-07-01')).toEqual({ low: 3_002, high: 3_668 });
    expect(firstDayBand(1_000, '2025-07-01')).toEqual({ low: 900, high: 1_300 });
  });
});
