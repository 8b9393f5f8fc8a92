import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * Seeded randomness for the demo generator. Every draw goes through pure-rand's xoroshiro128+ and
 * only IEEE-exact arithmetic plus Math.log/Math.sqrt (fdlibm in V8), so a seed gives the same
 * numbers on every machine.
 */
export class Rng {
  readonly #g: RandomGenerator;

  constructor(g: RandomGenerator) {
    this.#g = g;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return uniformFloat64(this.#g);
  }

  uniform(min: number, max: number): number {
    return min + (max - min) * this.float();
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.#g, min, max);
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /**
   * Standard normal by Marsaglia's polar method: unlike Box–Muller it needs no sin/cos, whose
   * last bits are the least portable part of Math. The spare value is dropped so each call
   * consumes the stream independently of earlier calls' parity.
   */
  normal(): number {
    for (;;) {
      const u = 2 * this.float() - 1;
      const v = 2 * this.float() - 1;
      const s = u * u + v * v;
      if (s > 0 && s < 1) return u * Math.sqrt((-2 * Math.log(s)) / s);
    }
  }

  /**
   * Unit-variance fat-tailed draw: 90% N(0, 0.85²) and 10% N(0, 1.85²). Excess kurtosis ≈ 1.9,
   * close to daily equity returns, without the chi-square draws a true Student t needs.
   */
  fatTail(): number {
    const wide = this.float() < 0.1;
    return this.normal() * (wide ? 1.85 : 0.85);
  }

  /** Lognormal with the given median and log-sd. */
  lognormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }
}

/** 32-bit mixing (murmur3 finaliser); integer-only, so identical everywhere. */
function mix32(h: number): number {
  let x = h | 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x | 0;
}

/** 128-bit state from a seed and a key (cyrb128-style: four lanes over the UTF-16 units). */
export function hashKey(seed: number, key: string): [number, number, number, number] {
  let h1 = 0x6a09e667 ^ seed;
  let h2 = 0xbb67ae85 ^ Math.imul(seed, 0x9e3779b1);
  let h3 = 0x3c6ef372 ^ (seed >>> 7);
  let h4 = 0xa54ff53a ^ Math.imul(seed, 0x7feb352d);
  for (let i = 0; i < key.length; i++) {
    const k = key.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const state: [number, number, number, number] = [mix32(h1 ^ h2), mix32(h2 ^ h3), mix32(h3 ^ h4), mix32(h4 ^ h1)];
  // xoroshiro must not start from the all-zero state.
  if ((state[0] | state[1] | state[2] | state[3]) === 0) state[0] = 1;
  return state;
}

/**
 * An independent stream named by `key` (e.g. `stock:2222:path`). Streams depend only on the seed
 * and their own key, so adding a company or a fund leaves every other stream unchanged.
 */
export function forkRng(seed: number, key: string): Rng {
  const g = xoroshiro128plusFromState(hashKey(seed, key));
  // Warm up: the first outputs of a freshly hashed state are the least mixed.
  for (let i = 0; i < 8; i++) g.next();
  return new Rng(g);
}

export function createRng(seed: number): Rng {
  return forkRng(seed, '');
}
