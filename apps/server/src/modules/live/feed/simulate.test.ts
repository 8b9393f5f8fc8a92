import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { limitBand } from '../../../domain/limits.ts';
import { isOnTick } from '../../../domain/ticks.ts';
import { indexLevel, openSession, sectorChanges, step, type StockState } from './simulate.ts';

const stock = (over: Partial<StockState> = {}): StockState =>
  openSession(
    {
      id: 's1',
      marketId: 'm1',
      kind: 'main',
      ff: 1_000_000,
      sectorIds: ['g1', 'p1'],
      prevClose: 0,
      open: 0,
      high: 0,
      low: 0,
      price: 0,
      volume: 0,
      value: 0,
      trades: 0,
      dailyVolume: 2_000_000,
      ...over,
    },
    over.prevClose ?? 3_250,
  );

/** A seeded generator for repeatable property runs. */
const seeded = (seed: number) => {
  let x = seed >>> 0 || 1;
  return () => (x = (x * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
};

describe('feed simulation', () => {
  it('keeps every price on the tick grid and within the daily limit, however long the session', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 200_000 }),
        fc.constantFrom('main' as const, 'nomu' as const),
        fc.integer(),
        (prevClose, kind, seed) => {
          const date = '2026-11-23';
          const states = [stock({ prevClose, kind })];
          const random = seeded(seed);
          const band = limitBand(prevClose, kind, date);
          for (let i = 0; i < 400; i++) step(states, date, random, { activity: 1 });
          const s = states[0]!;
          expect(isOnTick(s.price, date)).toBe(true);
          expect(s.price).toBeGreaterThanOrEqual(band.low);
          expect(s.price).toBeLessThanOrEqual(band.high);
          expect(s.high).toBeGreaterThanOrEqual(Math.max(s.price, s.open));
          expect(s.low).toBeLessThanOrEqual(Math.min(s.price, s.open));
          expect(s.volume).toBeGreaterThan(0);
          expect(s.value).toBe(Math.round(s.value));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('computes index levels and sector changes from free-float value', () => {
    const a = { ...stock({ id: 'a', ff: 100 }), price: 3_575 }; // +10%
    const b = { ...stock({ id: 'b', ff: 300, sectorIds: ['g2', 'p1'] }) }; // unchanged
    expect(indexLevel({ marketId: 'm1', prevClose: 1_000_000, open: null, high: 0, low: 0, level: 0 }, [a, b])).toBe(1_025_000);
    const changes = sectorChanges([a, b]);
    expect(changes.get('g1')).toBe(10);
    expect(changes.get('g2')).toBe(0);
    expect(changes.get('p1')).toBe(2.5);
  });
});

describe('day path from a daily bar', async () => {
  const { dayPath } = await import('./day-path.ts');
  it('starts at the open, ends at the close and stays within the range, on the grid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 50_000 }), fc.integer(), (open, seed) => {
        const date = '2026-11-22';
        const bar = { open, high: Math.round(open * 1.04), low: Math.round(open * 0.97), close: Math.round(open * 1.01) };
        const path = dayPath(bar, 300, seeded(seed), date);
        expect(path).toHaveLength(301);
        expect(path[0]).toBe(bar.open);
        expect(path[300]).toBe(bar.close);
        for (const p of path.slice(1, -1)) {
          expect(p).toBeGreaterThanOrEqual(bar.low - 50);
          expect(p).toBeLessThanOrEqual(bar.high + 50);
          expect(isOnTick(p, date)).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  });
});
