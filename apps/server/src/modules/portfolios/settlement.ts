import Decimal from 'decimal.js';
import { addDays } from '../../domain/calendar.ts';
import { sharesOn, type DatedEntry } from '../../domain/holdings/timeline.ts';
import type { CapitalEvent, CorporateEvents, DividendEvent } from './corporate-events.ts';
import { dividendAmount } from './ledger.ts';

/**
 * What a portfolio is owed by the dividends and corporate actions due by `today`, worked out from
 * its dated stock ledger. Pure, so the property tests drive it directly; settle.ts writes the plan.
 */

export type ActionEntryType = 'BONUS_SHARES' | 'STOCK_SPLIT' | 'CAPITAL_REDUCTION';

export type PlannedAction = {
  event: CapitalEvent;
  type: ActionEntryType;
  /** Shares held at the end of the day before the effective date, and after the action. */
  heldBefore: number;
  heldAfter: number;
  /** heldBefore × after ÷ before − heldAfter: the part of a share not issued (fractions are rounded down). */
  fraction: Decimal;
  /** The change of shares this entry writes: heldAfter − heldBefore, less what earlier entries of the action wrote. */
  delta: number;
};

export type PlannedCredit = { event: DividendEvent; shares: number; amount: Decimal };

/** What the ledgers already hold of each event: a dividend's credited shares and amount, an action's net change of shares. */
export type Credited = ReadonlyMap<string, { shares: number; amount: Decimal }>;
export type Applied = ReadonlyMap<string, number>;

export type SettlementPlan = { actions: PlannedAction[]; credits: PlannedCredit[] };

/** Shares held after a change of capital from `before` to `after` shares: held × after ÷ before, rounded down. */
export function sharesAfterAction(held: number, before: number, after: number): { shares: number; fraction: Decimal } {
  const exact = new Decimal(held).mul(after).div(before);
  const shares = exact.floor().toNumber();
  return { shares, fraction: exact.sub(shares).toDecimalPlaces(6, Decimal.ROUND_DOWN) };
}

/** Which ledger type records an action: one that adds shares keeps its kind, one that removes them reduces. */
function entryType(event: CapitalEvent, delta: number): ActionEntryType {
  if (delta < 0) return 'CAPITAL_REDUCTION';
  return event.type === 'STOCK_SPLIT' ? 'STOCK_SPLIT' : 'BONUS_SHARES';
}

type Due = { date: string; order: 0; action: CapitalEvent } | { date: string; order: 1; dividend: DividendEvent };

/**
 * What the ledgers lack, in date order: an action counts from its effective date (on the shares
 * held at the end of the day before), a dividend from its record date (on the shares held at the
 * end of it), so a bonus issue effective by a record date raises the shares that receive the
 * dividend. Rights issues change nothing held by themselves (the new shares are bought).
 *
 * Each event's due is worked out in full and compared with what the ledgers hold of it, so a buy
 * back-dated before an event already settled is topped up: the dividend on its shares, the bonus
 * shares they earn. Only the difference is planned, so settling twice plans nothing the second
 * time. Ledgers only grow into the past by buys (sales are dated the day they are recorded, and
 * removing a holding removes all of its entries), so what is owed never falls below what was
 * written; a shortfall the other way is left as written rather than taken back.
 */
export function planSettlement(input: {
  entries: readonly DatedEntry[];
  events: Pick<CorporateEvents, 'dividends' | 'actions'>;
  credited: Credited;
  applied: Applied;
  today: string;
}): SettlementPlan {
  const { events, credited, applied, today } = input;
  // Each stock's entries apart: a long ledger is scanned per stock, not whole per event.
  const byStock = new Map<string, DatedEntry[]>();
  for (const e of input.entries) {
    const list = byStock.get(e.stockId);
    if (list) list.push(e);
    else byStock.set(e.stockId, [e]);
  }
  const due: Due[] = [];
  for (const stockId of byStock.keys()) {
    for (const a of events.actions.get(stockId) ?? [])
      if (a.type !== 'RIGHTS_ISSUE' && a.effectiveDate <= today && a.sharesBefore > 0)
        due.push({ date: a.effectiveDate, order: 0, action: a });
    for (const d of events.dividends.get(stockId) ?? [])
      if (d.distributionDate !== null && d.distributionDate <= today && d.recordDate <= today)
        due.push({ date: d.recordDate, order: 1, dividend: d });
  }
  due.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);

  const plan: SettlementPlan = { actions: [], credits: [] };
  for (const item of due) {
    if (item.order === 0) {
      const a = item.action;
      const entries = byStock.get(a.stockId)!;
      const heldBefore = sharesOn(entries, a.stockId, addDays(a.effectiveDate, -1));
      if (heldBefore <= 0) continue;
      const { shares: heldAfter, fraction } = sharesAfterAction(heldBefore, a.sharesBefore, a.sharesAfter);
      const owed = heldAfter - heldBefore;
      // The entries already written for this action are in `entries` (dated its effective date).
      const missing = owed - (applied.get(a.id) ?? 0);
      // Nothing missing, or a shortfall the other way (see above).
      if (missing === 0 || Math.sign(missing) !== Math.sign(owed)) continue;
      entries.push({ stockId: a.stockId, date: a.effectiveDate, delta: missing });
      plan.actions.push({ event: a, type: entryType(a, missing), heldBefore, heldAfter, fraction, delta: missing });
    } else {
      const d = item.dividend;
      const owed = sharesOn(byStock.get(d.stockId)!, d.stockId, d.recordDate);
      const done = credited.get(d.id);
      const shares = owed - (done?.shares ?? 0);
      // The amount owed on all the shares less what was paid, so top-ups round like one payment.
      if (shares > 0) plan.credits.push({ event: d, shares, amount: dividendAmount(d.amount, owed).sub(done?.amount ?? 0) });
    }
  }
  // Cash moves in the order the money arrived.
  plan.credits.sort(
    (a, b) => a.event.distributionDate!.localeCompare(b.event.distributionDate!) || a.event.recordDate.localeCompare(b.event.recordDate),
  );
  return plan;
}
