import type { PricingInputs } from './stored.ts';

/**
 * The prices and share counts behind the stored indicators, from a company's closes and capital
 * changes: a period is priced at the close of its last session, if one fell within the ten days
 * before its end; shares on a day are those before the first change that takes effect after it.
 */

export type Close = { date: string; price: string };
export type ShareChange = { effectiveDate: string; sharesBefore: number };

/** The close of the last session on or before `day` (`closes` oldest first), within ten days. */
export function closeOn(closes: readonly Close[], day: string): Close | null {
  let lo = 0;
  let hi = closes.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (closes[mid]!.date <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return null;
  const close = closes[found]!;
  const gapDays = (Date.parse(day) - Date.parse(close.date)) / 86_400_000;
  return gapDays <= 10 ? close : null;
}

/** Shares outstanding on `day`, from today's count and the changes (oldest first). */
export function sharesOn(changes: readonly ShareChange[], sharesToday: number, day: string): number {
  for (const c of changes) if (c.effectiveDate > day) return c.sharesBefore;
  return sharesToday;
}

export function pricingInputs(closes: readonly Close[], changes: readonly ShareChange[], sharesToday: number): PricingInputs {
  const last = closes[closes.length - 1];
  return {
    priceOn: (day) => closeOn(closes, day),
    sharesOn: (day) => sharesOn(changes, sharesToday, day),
    today: last ?? null,
  };
}
