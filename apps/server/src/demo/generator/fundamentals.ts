import { forkRng } from './random.ts';
import type { MarketKind } from '../../domain/market-kind.ts';
import type { Fundamentals } from './types.ts';

/**
 * Earnings and book value per share, set so the valuation ratios at the reference close look
 * like the market's: banks on P/B 1–2.5, most companies on P/E 8–40, some loss-making.
 */

export type ValuationProfile = {
  name: string;
  pe: readonly [number, number];
  pb: readonly [number, number];
  /** Probability the company is loss-making over the last twelve months. */
  lossProbability: number;
};

const BANK: ValuationProfile = { name: 'bank', pe: [8, 18], pb: [1, 2.5], lossProbability: 0 };
const INSURANCE: ValuationProfile = { name: 'insurance', pe: [10, 40], pb: [1, 3.5], lossProbability: 0.2 };
const REIT: ValuationProfile = { name: 'reit', pe: [12, 35], pb: [0.6, 1.2], lossProbability: 0.1 };
const GROWTH: ValuationProfile = { name: 'growth', pe: [12, 45], pb: [1.5, 6], lossProbability: 0.22 };
/** ETFs carry the look-through ratios of the index they track. */
const ETF: ValuationProfile = { name: 'etf', pe: [14, 20], pb: [1.6, 2.4], lossProbability: 0 };
const GENERAL: ValuationProfile = { name: 'general', pe: [9, 40], pb: [1.2, 4.5], lossProbability: 0.12 };

/**
 * Matches the industry group by the reference data's codes (banks, insurance, reits, etfs…), or
 * by Tadawul index code (TBNI…) or GICS industry-group code (4010…).
 */
const MATCHERS: readonly [RegExp, ValuationProfile][] = [
  [/bank|^TBNI$|^4010$/i, BANK],
  [/insur|^TISI$|^4030$/i, INSURANCE],
  [/reit|closed-end|^TRTI$|^6010$/i, REIT],
  [/etf/i, ETF],
];

export function valuationProfile(industryGroup: string, market: MarketKind): ValuationProfile {
  for (const [re, profile] of MATCHERS) if (re.test(industryGroup)) return profile;
  return market === 'nomu' ? GROWTH : GENERAL;
}

/** Halalas per share with two decimals (four in SAR, as the database keeps them). */
const perShare = (x: number) => Math.round(x * 100) / 100;

export function generateFundamentals(
  seed: number,
  stock: { symbol_code: string; market: MarketKind; industry_group: string },
  /** Halalas; normally the last generated close. */
  referenceClose: number,
): Fundamentals {
  const rng = forkRng(seed, `stock:${stock.symbol_code}:fundamentals`);
  const profile = valuationProfile(stock.industry_group, stock.market);
  const loss = rng.chance(profile.lossProbability);
  // Log-uniform: as many companies on P/E 10–20 as on 20–40.
  const pe = Math.exp(rng.uniform(Math.log(profile.pe[0]), Math.log(profile.pe[1])));
  const pb = Math.exp(rng.uniform(Math.log(profile.pb[0]), Math.log(profile.pb[1])));
  const lossYield = rng.uniform(0.01, 0.08);
  const eps = loss ? -referenceClose * lossYield : referenceClose / pe;
  // Loss-makers trade nearer book.
  const bvps = referenceClose / (loss ? Math.max(0.6, pb * 0.6) : pb);
  return { symbol_code: stock.symbol_code, eps_ttm: perShare(eps) || 0.01, book_value_per_share: perShare(bvps) };
}
