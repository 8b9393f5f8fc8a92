import Decimal from 'decimal.js';
import type { HoldingSpan } from '../holdings/timeline.ts';

/**
 * Shariah purification of one holding over one financial year, as the screening providers ask it:
 * the provider's amount per share for the year, spread over the days the shares were held.
 *
 *   amount = Σ over spans of  shares × rate × days ÷ days_in_year
 *
 * Each span's product is kept to six decimals (shown so a reader can redo it); the holding's total
 * is the exact sum of the unrounded products, rounded half up to the halala once, at the end.
 */

/** One screening of a company by a provider, as stored. */
export type Screening = { status: string; date: string; cleaningAmount: string | null };

export type PurificationReason = 'AMOUNT' | 'COMPLIANT_NO_AMOUNT' | 'NO_AMOUNT' | 'NOT_RATED';

/**
 * The screening that gives "the rate for year Y": the provider's latest screening dated within Y,
 * else its latest before Y (a screening stands until the next one). Screenings after Y never apply
 * to Y. `screenings` may come in any order.
 */
export function screeningForYear<S extends Pick<Screening, 'date'>>(screenings: readonly S[], year: number): S | undefined {
  const end = `${year}-12-31`;
  let best: S | undefined;
  for (const s of screenings) if (s.date <= end && (!best || s.date > best.date)) best = s;
  return best;
}

/** Why the holding owes what it owes under this screening. */
export function reasonOf(screening: Screening | undefined): PurificationReason {
  if (!screening) return 'NOT_RATED';
  if (screening.cleaningAmount !== null) return 'AMOUNT';
  return screening.status === 'COMPLIANT' ? 'COMPLIANT_NO_AMOUNT' : 'NO_AMOUNT';
}

export const daysInYear = (year: number): number => ((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365);

export type PurifiedSpan = HoldingSpan & { amount: Decimal };
export type Purified = { spans: PurifiedSpan[]; daysHeld: number; exact: Decimal; amount: Decimal };

/** The holding's purification under `rate` (SAR per share; null when nothing is owed). */
export function purify(spans: readonly HoldingSpan[], rate: string | null, yearDays: number): Purified {
  const perShareDay = rate === null ? new Decimal(0) : new Decimal(rate).div(yearDays);
  const purified = spans.map((s) => ({ ...s, amount: perShareDay.mul(s.shares).mul(s.days) }));
  const exact = purified.reduce((a, s) => a.add(s.amount), new Decimal(0));
  return {
    spans: purified,
    daysHeld: spans.reduce((a, s) => a + s.days, 0),
    exact,
    amount: exact.toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
  };
}
