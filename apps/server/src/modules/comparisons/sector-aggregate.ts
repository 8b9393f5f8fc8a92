import { INDICATOR_DECIMALS, type IndicatorUnit } from '@sahm/contracts/indicators';
import { add, div, parseDecimal, toDecimal, whole, type Exact } from '../../domain/indicators/exact.ts';

/**
 * A sector's figure for one indicator and period, from its companies' stored figures of that
 * period (those that reported it):
 * - amounts (millions of SAR, millions of shares) are summed: the sector's revenue is its
 *   companies' revenues together;
 * - everything else (per-share figures, ratios, margins, days, beta) is the median of the
 *   companies' values: a sum of ratios means nothing, and a median is not pulled by one outlier
 *   the way a mean is.
 * Null when no company has a value. Exact arithmetic on the decimal strings, rounded as the unit is.
 */
export function aggregate(unit: IndicatorUnit, values: readonly (string | null | undefined)[]): string | null {
  const present = values.filter((v): v is string => typeof v === 'string').map(parseDecimal);
  if (present.length === 0) return null;
  const places = INDICATOR_DECIMALS[unit];
  if (unit === 'sar_millions' || unit === 'million_shares') return toDecimal(add(...present), places);
  return toDecimal(median(present), places);
}

const compare = (a: Exact, b: Exact): number => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};

function median(xs: Exact[]): Exact {
  const sorted = [...xs].sort(compare);
  const mid = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[mid]!;
  return div(add(sorted[mid - 1]!, sorted[mid]!), whole(2))!;
}
