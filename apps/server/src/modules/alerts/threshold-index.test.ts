import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stockAlertKinds } from '@sahm/contracts/alerts';
import { barOf, thresholdIndex, valueOf } from './threshold-index.ts';

const kind = fc.constantFrom(...stockAlertKinds);
const figure = fc.integer({ min: -5000, max: 5000 });

describe('the threshold index', () => {
  it('reports exactly the alerts whose condition changed between two figures, whatever the path', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(kind, fc.integer({ min: 1, max: 5000 })), { maxLength: 60 }),
        fc.array(figure, { minLength: 1, maxLength: 30 }),
        (alerts, path) => {
          const index = thresholdIndex();
          alerts.forEach(([k, threshold], i) => index.add('s', k, barOf(k, threshold), String(i)));
          // The naive truth: each alert's condition at each figure, checked one by one.
          const met = (i: number, v: number) => {
            const [k, threshold] = alerts[i]!;
            const value = valueOf(k, { price: v, change: v, volume: v });
            return value !== null && value >= barOf(k, threshold);
          };
          let prev: number | null = null;
          for (const v of path) {
            for (const k of stockAlertKinds) {
              const value = valueOf(k, { price: v, change: v, volume: v })!;
              const from = prev === null ? null : valueOf(k, { price: prev, change: prev, volume: prev })!;
              const { risen, fallen } = index.cross('s', k, from, value);
              const ofKind = alerts.map((a, i) => [a, i] as const).filter(([a]) => a[0] === k);
              const expectRisen = ofKind.filter(([, i]) => met(i, v) && (prev === null || !met(i, prev))).map(([, i]) => String(i));
              const expectFallen = ofKind.filter(([, i]) => !met(i, v) && (prev === null || met(i, prev))).map(([, i]) => String(i));
              expect([...risen].sort()).toEqual(expectRisen.sort());
              expect([...fallen].sort()).toEqual(expectFallen.sort());
            }
            prev = v;
          }
        },
      ),
    );
  });

  it('forgets a removed alert and keeps the others sharing its level', () => {
    const index = thresholdIndex();
    index.add('s', 'price_above', 100, 'a');
    index.add('s', 'price_above', 100, 'b');
    index.add('s', 'price_above', 50, 'c');
    index.remove('s', 'price_above', 100, 'a');
    expect(index.cross('s', 'price_above', 0, 200).risen.sort()).toEqual(['b', 'c']);
    index.remove('s', 'price_above', 100, 'b');
    index.remove('s', 'price_above', 50, 'c');
    expect(index.has('s', 'price_above')).toBe(false);
    expect(index.size()).toBe(0);
  });
});
