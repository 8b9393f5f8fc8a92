import type { Rng } from '../random.ts';
import type { CompanyKind } from './company-kind.ts';
import type { AnnualEpsData } from './types.ts';

/**
 * Earnings per share of each financial year, walked backwards from today's trailing EPS: the last
 * full year lands near it, earlier years grow into it with noise, and weak companies (and the
 * loss-makers of today) have loss years along the way.
 */

export const FIRST_EARNINGS_YEAR = 2014;

type Input = {
  kind: CompanyKind;
  /** Halalas per share, as fundamentals.ts draws it. */
  epsTtm: number;
  /** Companies that may lose money in some years. */
  weak: boolean;
  firstYear: number;
  lastCompletedYear: number;
};

/** Whole halalas, never zero: a company reports a profit or a loss. */
const halalas = (x: number): number => Math.round(x) || (x < 0 ? -1 : 1);

export function generateAnnualEarnings(rng: Rng, input: Input): AnnualEpsData[] {
  const { epsTtm, kind } = input;
  const out: AnnualEpsData[] = [];
  const lossToday = epsTtm < 0;
  // The size of a normal year's profit; a loss-maker today was profitable at about this level.
  // The last full year stays within a fifth or so of the trailing figure.
  const nearToday = Math.min(1.25, Math.max(0.8, rng.lognormal(1, 0.08)));
  let level = lossToday ? -epsTtm * rng.uniform(0.5, 1.5) : epsTtm * nearToday;
  const [growth, spread] = kind === 'bank' || kind === 'islamic-bank' ? [0.06, 0.08] : [0.05, 0.15];
  for (let year = input.lastCompletedYear; year >= input.firstYear; year--) {
    const latest = year === input.lastCompletedYear;
    let eps: number;
    if (latest && lossToday) eps = epsTtm * rng.lognormal(1, 0.15);
    else if (latest) eps = level;
    else if ((lossToday && rng.chance(0.45)) || (input.weak && rng.chance(0.2))) eps = -level * rng.uniform(0.1, 0.6);
    else eps = level;
    out.push({ year, eps: halalas(eps) });
    level = level * Math.exp(-Math.min(0.5, Math.max(-0.5, growth + spread * rng.normal())));
  }
  return out.reverse();
}
