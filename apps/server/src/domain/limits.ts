import type { MarketKind } from './market-kind.ts';
import { MIN_PRICE, roundToTick } from './ticks.ts';

/**
 * Daily price limits: a session trades within a band around its reference price (the previous
 * close), on the tick grid. Prices are integer halalas.
 */

/** Daily limit in percent of the previous close. */
export const DAILY_LIMIT_PCT: Readonly<Record<MarketKind, number>> = { main: 10, nomu: 30 };

/**
 * A listing's first session has no previous close; we measure it from the offer price and allow
 * +30% / −10% on both markets (a simplification of the exchange's IPO rules).
 */
export const FIRST_DAY_LIMIT_PCT = { up: 30, down: 10 } as const;

export type PriceBand = { low: number; high: number };

/**
 * On-grid bounds for a session, rounded inwards so neither bound is beyond the limit. The
 * arithmetic is on integers (halalas × percent), so no float error can push a bound outside.
 */
export function bandAround(reference: number, upPct: number, downPct: number, date: string): PriceBand {
  const rawHigh = Math.floor((reference * (100 + upPct)) / 100);
  const rawLow = Math.ceil((reference * (100 - downPct)) / 100);
  const high = roundToTick(rawHigh, date, 'down');
  const low = roundToTick(Math.max(rawLow, MIN_PRICE), date, 'up');
  // Very low prices can leave no room inside the limit: the band collapses onto the reference.
  if (low > high) {
    const ref = roundToTick(reference, date, 'nearest');
    return { low: ref, high: ref };
  }
  return { low, high };
}

export function limitBand(prevClose: number, market: MarketKind, date: string): PriceBand {
  const pct = DAILY_LIMIT_PCT[market];
  return bandAround(prevClose, pct, pct, date);
}

export function firstDayBand(offerPrice: number, date: string): PriceBand {
  return bandAround(offerPrice, FIRST_DAY_LIMIT_PCT.up, FIRST_DAY_LIMIT_PCT.down, date);
}

export function clampToBand(price: number, band: PriceBand): number {
  return price < band.low ? band.low : price > band.high ? band.high : price;
}
