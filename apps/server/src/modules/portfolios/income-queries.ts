import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { capitalChanges, dividends } from '../../db/schema/companies.ts';
import { portfolioCashTransactions as cashTx, portfolios, portfolioStockTransactions as stockTx } from '../../db/schema/portfolios.ts';
import { stocks } from '../../db/schema/stocks.ts';

/**
 * The SQL of a portfolio's income: every company's dividends and capital changes (read once per
 * data version, see corporate-events), and what a portfolio's ledgers already hold of them.
 */

/** Every cash dividend with its stock's market (the record date is counted in its sessions). */
export const dividendEventRows = (db: Db) =>
  db
    .select({
      id: dividends.id,
      stockId: dividends.stockId,
      marketId: stocks.marketId,
      amount: sql<string>`${dividends.amount}::text`,
      announcementDate: dividends.announcementDate,
      eligibilityDate: dividends.dueDate,
      distributionDate: dividends.distributionDate,
    })
    .from(dividends)
    .innerJoin(stocks, eq(stocks.id, dividends.stockId));

export const capitalChangeRows = (db: Db) =>
  db
    .select({
      id: capitalChanges.id,
      stockId: capitalChanges.stockId,
      marketId: stocks.marketId,
      type: capitalChanges.type,
      announcementDate: capitalChanges.announcementDate,
      effectiveDate: capitalChanges.effectiveDate,
      sharesBefore: capitalChanges.sharesBefore,
      sharesAfter: capitalChanges.sharesAfter,
      offerPrice: capitalChanges.offerPrice,
    })
    .from(capitalChanges)
    .innerJoin(stocks, eq(stocks.id, capitalChanges.stockId));

/** The dividends this portfolio has been credited and the capital changes its stock ledger has applied. */
export async function settledEvents(tx: Db, portfolioId: string): Promise<{ credited: Set<string>; applied: Set<string> }> {
  const [credited, applied] = await Promise.all([
    tx
      .select({ id: cashTx.dividendId })
      .from(cashTx)
      .where(and(eq(cashTx.portfolioId, portfolioId), isNotNull(cashTx.dividendId))),
    tx
      .select({ id: stockTx.capitalChangeId })
      .from(stockTx)
      .where(and(eq(stockTx.portfolioId, portfolioId), isNotNull(stockTx.capitalChangeId))),
  ]);
  return { credited: new Set(credited.map((r) => r.id!)), applied: new Set(applied.map((r) => r.id!)) };
}

/** Shares of each rights issue the portfolio has subscribed (its buys at the offer price). */
export const rightsSubscriptionRows = (db: Db, portfolioId: string) =>
  db
    .select({ capitalChangeId: stockTx.capitalChangeId, shares: stockTx.shares })
    .from(stockTx)
    .where(and(eq(stockTx.portfolioId, portfolioId), isNotNull(stockTx.capitalChangeId), eq(stockTx.transactionType, 'BUYING')));

/** Records that the portfolio is settled through `today` at its current ledger version and these events. */
export async function markSettled(tx: Db, portfolioId: string, today: string, eventsVersion: string): Promise<void> {
  await tx
    .update(portfolios)
    .set({ settledOn: today, settledVersion: sql`${portfolios.ledgerVersion}`, settledEvents: eventsVersion })
    .where(eq(portfolios.id, portfolioId));
}

/** The dividends credited to a portfolio, in ledger order. */
export const receivedDividendRows = (db: Db, portfolioId: string) =>
  db
    .select({
      id: cashTx.id,
      dividendId: cashTx.dividendId,
      stockId: cashTx.stockId,
      shares: cashTx.shares,
      effectiveDate: cashTx.effectiveDate,
      amount: sql<string>`(${cashTx.cashValue} - ${cashTx.previousCashValue})::text`,
    })
    .from(cashTx)
    .where(and(eq(cashTx.portfolioId, portfolioId), eq(cashTx.operationType, 'DIVIDEND')))
    .orderBy(cashTx.seq);
export type ReceivedDividendRow = Awaited<ReturnType<typeof receivedDividendRows>>[number];
