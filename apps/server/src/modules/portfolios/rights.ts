import Decimal from 'decimal.js';
import type { RightsEntitlement } from '@sahm/contracts/portfolio-income';
import type { StockListItem } from '@sahm/contracts/stocks';
import { addDays, addYears } from '../../domain/calendar.ts';
import { sharesOn, type DatedEntry } from '../../domain/holdings/timeline.ts';
import type { CapitalEvent, CorporateEvents } from './corporate-events.ts';
import { sar } from './ledger.ts';
import { toPortfolioStock } from './valuation.ts';

/**
 * Rights issues in a virtual portfolio: a holder at the end of the day before the effective date
 * may buy floor(held × (after − before) ÷ before) new shares at the offer price, once, from the
 * effective date through the end of the subscription window; then the rights lapse. Pure.
 */

export function rightsEntitlement(entries: readonly DatedEntry[], event: CapitalEvent): { held: number; entitled: number } {
  const held = Math.max(0, sharesOn(entries, event.stockId, addDays(event.effectiveDate, -1)));
  const entitled = new Decimal(held)
    .mul(event.sharesAfter - event.sharesBefore)
    .div(event.sharesBefore)
    .floor()
    .toNumber();
  return { held, entitled: Math.max(0, entitled) };
}

/** Whether the window to take the rights up is open on `today`. */
export const rightsOpen = (event: CapitalEvent, today: string): boolean =>
  event.effectiveDate <= today && event.subscriptionEnds !== null && today <= event.subscriptionEnds;

/** The rights issues of the last year the portfolio was entitled to, newest first. */
export function rightsEntitlements(input: {
  entries: readonly DatedEntry[];
  events: Pick<CorporateEvents, 'actions'>;
  subscribed: ReadonlyMap<string, number>;
  stocks: ReadonlyMap<string, StockListItem>;
  today: string;
}): RightsEntitlement[] {
  const { entries, events, subscribed, stocks, today } = input;
  const since = addYears(today, -1);
  const out: RightsEntitlement[] = [];
  for (const stockId of new Set(entries.map((e) => e.stockId))) {
    const stock = stocks.get(stockId);
    if (!stock) continue;
    for (const a of events.actions.get(stockId) ?? []) {
      if (a.type !== 'RIGHTS_ISSUE' || !a.offerPrice || !a.subscriptionEnds || a.effectiveDate > today || a.effectiveDate < since) continue;
      const { held, entitled } = rightsEntitlement(entries, a);
      if (entitled <= 0) continue;
      const taken = subscribed.get(a.id) ?? 0;
      out.push({
        capital_change_guid: a.id,
        stock: toPortfolioStock(stock),
        status: taken > 0 ? 'SUBSCRIBED' : rightsOpen(a, today) ? 'OPEN' : 'LAPSED',
        effective_date: a.effectiveDate,
        subscription_ends: a.subscriptionEnds,
        offer_price: sar(new Decimal(a.offerPrice)),
        shares_held: held,
        entitled_shares: entitled,
        subscribed_shares: taken,
      });
    }
  }
  return out.sort((x, y) => y.effective_date.localeCompare(x.effective_date));
}
