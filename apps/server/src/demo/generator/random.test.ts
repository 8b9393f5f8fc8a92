import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forkRng } from './random.ts';

function draws(seed: number, key: string, n = 32): number[] {
  const rng = forkRng(seed, key);
  return Array.from({ length: n }, () => rng.float());
}

describe('random', () => {
  it('replays a stream exactly from its seed and key', () => {
    fc.assert(
      fc.property(fc.integer(), fc.string(), (seed, key) => {
        expect(draws(seed, key)).toEqual(draws(seed, key));
      }),
      { numRuns: 100 },
    );
  });

  it('pins the first values so a change of algorithm is noticed', () => {
    expect(draws(42, 'stock:2222', 3).map((x) => x.toFixed(12))).toMatchSnapshot();
  });

  it('keeps keyed streams independent of each other', () => {
    fc.assert(
      fc.property(fc.integer(), fc.string(), fc.string(), (seed, a, b) => {
        fc.pre(a !== b);
        expect(draws(seed, a)).not.toEqual(draws(seed, b));
      }),
      { numRuns: 100 },
    );
    // Drawing from one stream does not move another.
    const a1 = forkRng(7, 'a');
    const before = draws(7, 'b');
    for (let i = 0; i < 100; i++) a1.float();
    expect(draws(7, 'b')).toEqual(before);
  });

  it('has the moments it promises', () => {
    const rng = forkRng(1, 'moments');
    const n = 40_000;
    let s1 = 0;
    let s2 = 0;
    let s4 = 0;
    for (let i = 0; i < n; i++) {
      const z = rng.fatTail();
      s1 += z;
      s2 += z * z;
      s4 += z ** 4;
    }
    const mean = s1 / n;
    const variance = s2 / n;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(variance).toBeGreaterThan(0.93);
    expect(variance).toBeLessThan(1.07);
    expect(s4 / n / variance ** 2).toBeGreaterThan(3.8); // fatter than normal (3)
    for (let i = 0; i < 1000; i++) {
      const k = rng.int(3, 9);
      expect(k >= 3 && k <= 9 && Number.isInteger(k)).toBe(true);
    }
  });
});
