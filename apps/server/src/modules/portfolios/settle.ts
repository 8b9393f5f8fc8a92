import Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { CorporateEvents } from './corporate-events.ts';
import { markSettled, settledEvents } from './income-queries.ts';
import {
  cashOf,
  datedLedger,
  recordTransactions,
  type NewCashTransaction,
  type NewStockTransaction,
  type PortfolioRow,
} from './queries.ts';
import { planSettlement } from './settlement.ts';

/**
 * Settling a portfolio: crediting the dividends and applying the corporate actions it is owed.
 *
 * Why a lazy, idempotent pass rather than a job that walks every portfolio when an event falls
 * due: what a portfolio is owed depends on its whole dated ledger, and that ledger can change
 * after the fact (a buy back-dated before a past record date is owed that dividend). So the pass
 * recomputes what is owed from the ledger and writes only what is missing. It runs under the
 * portfolio's row lock (every ledger write takes it), so two passes, or a pass and a trade,
 * follow one another, and the second reads what the first wrote (its queries run after the lock
 * is taken) and finds nothing missing. It runs before any read or write of a portfolio
 * whose row says it was last settled on an earlier day, at another ledger version or before the
 * companies' events last changed (an announcement entered late): all three are on the row every
 * read already fetches (the events' version is cached per process), so a settled portfolio costs
 * no extra query. The credit is
 * dated its distribution date (effective_date), so a portfolio read days later still shows the
 * money received when it was paid.
 *
 * A buy back-dated before an event already settled is owed more of it: the plan compares each
 * event's due with what the ledgers hold of it and writes the difference as a further entry of
 * the same event (a top-up credit, further bonus shares).
 */

type Settled = Pick<PortfolioRow, 'ledgerVersion' | 'settledOn' | 'settledVersion' | 'settledEvents'>;

/** Whether dividends or actions may be due that the portfolio has not been settled for. */
export const needsSettle = (row: Settled, today: string, events: Pick<CorporateEvents, 'version'>): boolean =>
  row.settledOn === null || row.settledOn < today || row.settledVersion !== row.ledgerVersion || row.settledEvents !== events.version;

/** Writes what the portfolio is owed through `today`. The caller holds the portfolio row's lock. */
export async function settleLocked(tx: Db, portfolio: PortfolioRow, events: CorporateEvents, today: string): Promise<void> {
  const [entries, done] = await Promise.all([datedLedger(tx, portfolio.id), settledEvents(tx, portfolio.id)]);
  const plan = planSettlement({ entries, events, credited: done.credited, applied: done.applied, today });
  if (plan.actions.length || plan.credits.length) {
    const stock: NewStockTransaction[] = plan.actions.map((a) => ({
      stockId: a.event.stockId,
      transactionType: a.type,
      shares: Math.abs(a.delta),
      price: '0',
      cost: '0',
      // The timeline counts the entry from its effective date.
      buyingDate: a.event.effectiveDate,
      cashFlow: false,
      isDowngradeSale: false,
      capitalChangeId: a.event.id,
      heldBefore: a.heldBefore,
      fractionNotIssued: a.fraction.toFixed(6),
    }));
    let cash = new Decimal(await cashOf(tx, portfolio.id));
    const credits: NewCashTransaction[] = plan.credits.map((c) => {
      const next = cash.add(c.amount);
      const row: NewCashTransaction = {
        operationType: 'DIVIDEND',
        previousCashValue: cash.toFixed(2),
        cashValue: next.toFixed(2),
        stockId: c.event.stockId,
        dividendId: c.event.id,
        shares: c.shares,
        effectiveDate: c.event.distributionDate,
      };
      cash = next;
      return row;
    });
    await recordTransactions(tx, portfolio.id, { stock, cash: credits });
  }
  await markSettled(tx, portfolio.id, today, events.version);
}
