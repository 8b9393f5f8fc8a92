import Decimal from 'decimal.js';
import type { CapitalEvent } from './corporate-events.ts';

/**
 * The stored daily prices are adjusted for changes of capital, as a chart and a return need them:
 * a series that does not fall by half on the day a two-for-one bonus issue takes effect. A ledger
 * counts the shares as they were held then, so a figure that multiplies shares held on a past day
 * by that day's price (zakat on a past date, a portfolio's value through time) needs the price the
 * share traded at that day: the adjusted price × each later bonus issue, split or reduction's
 * after ÷ before, for the actions in effect by `today` (the series is adjusted for those only).
 * Rights issues are left out: their new shares are bought, not given, and the series is not
 * adjusted for them.
 */
export function tradedPriceFactor(actions: readonly CapitalEvent[] | undefined, date: string, today: string): Decimal {
  let factor = new Decimal(1);
  for (const a of actions ?? [])
    if (a.type !== 'RIGHTS_ISSUE' && a.effectiveDate > date && a.effectiveDate <= today && a.sharesBefore > 0)
      factor = factor.mul(a.sharesAfter).div(a.sharesBefore);
  return factor;
}

/** The price a share traded at on `date`, from the adjusted close of that day (see above). */
export const tradedPrice = (adjusted: Decimal.Value, actions: readonly CapitalEvent[] | undefined, date: string, today: string): Decimal =>
  new Decimal(adjusted).mul(tradedPriceFactor(actions, date, today));
