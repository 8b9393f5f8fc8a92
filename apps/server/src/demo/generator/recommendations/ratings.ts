import type { Rating } from '@sahm/contracts/recommendations';
import { changeOf } from '../../../domain/recommendations/change.ts';
import { forkRng, type Rng } from '../random.ts';
import type { DailyBar } from '../types.ts';
import type { DemoFirm } from './firms.ts';

/**
 * A few years of ratings by the demo firms on the larger companies. Every rating is dated on a
 * session of the stock, priced at that session's close, and its target leans the way its rating
 * says; each firm's ratings of a stock chain, the first starting coverage.
 */

export type CoveredStock = { symbol_code: string; bars: readonly DailyBar[] };

export type GeneratedRating = {
  firm: string;
  symbol_code: string;
  rating_date: string;
  prev_rating: Rating | null;
  rating: Rating;
  /** Halalas. */
  rating_price: number;
  target_price: number;
  change_value: string;
  change_ratio: string;
};

/** Spec-free choice: how far back ratings go. */
export const RATING_YEARS = 3;

/** The rating an upside (basis points) reads as; some bands hold two ratings a firm may word either way. */
function ratingFor(rng: Rng, upside: number): Rating {
  if (rng.chance(0.04)) return 'REVIEW';
  if (upside >= 1500) return 'BUYING';
  if (upside >= 800) return rng.chance(0.5) ? 'INCREASE_POSITIONS' : 'GATHERING';
  if (upside >= 200) return rng.chance(0.5) ? 'RETENTION' : 'NEUTRAL';
  if (upside >= -500) return 'NEUTRAL';
  if (upside >= -1200) return 'DECREASE_POSITIONS';
  return 'SELLING';
}

/** A target `upside` basis points from `price`, on a 5-halala step and never below one step. */
const targetOf = (price: number, upside: number) => Math.max(5, Math.round((price * (10_000 + upside)) / 50_000) * 5);

export function generateRatings(
  seed: number,
  firms: readonly DemoFirm[],
  stocks: readonly CoveredStock[],
  endDate: string,
): GeneratedRating[] {
  const from = `${Number(endDate.slice(0, 4)) - RATING_YEARS}${endDate.slice(4)}`;
  const out: GeneratedRating[] = [];
  for (const firm of firms) {
    for (const stock of stocks) {
      const rng = forkRng(seed, `ratings:${firm.code}:${stock.symbol_code}`);
      if (!rng.chance(firm.coverage)) continue;
      const bars = stock.bars.filter((b) => b.trade_date >= from);
      if (bars.length < 20) continue;
      let i = rng.int(0, Math.min(firm.every[1], bars.length - 1));
      let prev: Rating | null = null;
      while (i < bars.length) {
        const bar = bars[i]!;
        const upside = Math.round(firm.bias + rng.normal() * 1100);
        const rating: Rating = prev === null ? 'COVERAGE_START' : ratingFor(rng, upside);
        // A review holds the target near the price until the firm's view settles.
        const target = targetOf(bar.close, rating === 'REVIEW' ? Math.round(upside / 4) : upside);
        out.push({
          firm: firm.code,
          symbol_code: stock.symbol_code,
          rating_date: bar.trade_date,
          prev_rating: prev,
          rating,
          rating_price: bar.close,
          target_price: target,
          ...changeOf(bar.close, target),
        });
        prev = rating;
        i += rng.int(firm.every[0], firm.every[1]);
      }
    }
  }
  return out;
}
