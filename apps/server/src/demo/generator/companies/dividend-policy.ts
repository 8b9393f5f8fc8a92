import type { DividendPeriod } from '@sahm/contracts/company';
import type { MarketKind } from '../../../domain/market-kind.ts';
import type { Rng } from '../random.ts';
import type { CompanyKind } from './company-kind.ts';

/**
 * How often a company pays, by the market's habits: banks twice a year, many large companies each
 * quarter, REITs quarterly or half-yearly, many small and growth companies not at all.
 */
export type DividendPolicy = 'none' | 'annual' | 'semi-annual' | 'quarterly';

/** What the largest companies are known to do. */
const KNOWN: Readonly<Record<string, DividendPolicy>> = {
  '2222': 'quarterly', // Saudi Aramco
  '7010': 'quarterly', // stc
  '2010': 'semi-annual', // SABIC
  '1211': 'none', // Ma'aden
};

export const PERIODS: Record<DividendPolicy, readonly DividendPeriod[]> = {
  none: [],
  annual: ['ANNUAL'],
  'semi-annual': ['H1', 'H2'],
  quarterly: ['Q1', 'Q2', 'Q3', 'Q4'],
};

function weighted(rng: Rng, table: readonly (readonly [DividendPolicy, number])[]): DividendPolicy {
  let u = rng.float() * table.reduce((s, [, w]) => s + w, 0);
  for (const [policy, w] of table) if ((u -= w) < 0) return policy;
  return table[table.length - 1]![0];
}

export function dividendPolicy(rng: Rng, code: string, kind: CompanyKind, market: MarketKind, lossMaking: boolean): DividendPolicy {
  // Drawn first in every case so the stream does not depend on the branch taken.
  const u = rng.float();
  const known = KNOWN[code];
  if (known) return known;
  switch (kind) {
    case 'bank':
    case 'islamic-bank':
      return 'semi-annual';
    case 'etf':
      return 'none';
    case 'reit':
      return u < 0.5 ? 'quarterly' : 'semi-annual';
    case 'insurance':
      return u < 0.6 || lossMaking ? 'none' : 'annual';
    case 'general':
      if (market === 'nomu' || lossMaking) return u < 0.75 ? 'none' : 'annual';
      return weighted(rng, [
        ['none', 25],
        ['annual', 35],
        ['semi-annual', 25],
        ['quarterly', 15],
      ]);
  }
}
