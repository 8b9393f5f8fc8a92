import Decimal from 'decimal.js';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { capitalChanges, dividends } from '../../db/schema/companies.ts';
import { portfolioCashTransactions as cashTx, portfolios, portfolioStockTransactions as stockTx } from '../../db/schema/portfolios.ts';
import { stocks } from '../../db/schema/stocks.ts';
import type { Applied, Credited } from './settlement.ts';

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

/**
 * What the portfolio's ledgers hold of each event: per dividend the shares credited and the amount,
 * per capital change the net shares its entries added (a rights issue's subscribed buys are not
 * an action's entries and are left out).
 */
export async function settledEvents(tx: Db, portfolioId: string): Promise<{ credited: Credited; applied: Applied }> {
  const [credited, applied] = await Promise.all([
    tx
      .select({
        id: cashTx.dividendId,
        shares: sql<number>`sum(${cashTx.shares})::int`,
        amount: sql<string>`sum(${cashTx.cashValue} - ${cashTx.previousCashValue})::text`,
      })
      .from(cashTx)
      .where(and(eq(cashTx.portfolioId, portfolioId), isNotNull(cashTx.dividendId)))
      .groupBy(cashTx.dividendId),
    tx
      .select({
        id: stockTx.capitalChangeId,
        delta: sql<number>`sum(CASE WHEN ${stockTx.transactionType} = 'CAPITAL_REDUCTION' THEN -${stockTx.shares} ELSE ${stockTx.shares} END)::int`,
      })
      .from(stockTx)
      .where(
        and(
          eq(stockTx.portfolioId, portfolioId),
          isNotNull(stockTx.capitalChangeId),
          inArray(stockTx.transactionType, ['BONUS_SHARES', 'STOCK_SPLIT', 'CAPITAL_REDUCTION']),
        ),
      )
      .groupBy(stockTx.capitalChangeId),
  ]);
  return {
    credited: new Map(credited.map((r) => [r.id!, { shares: Number(r.shares), amount: new Decimal(r.amount) }])),
    applied: new Map(applied.map((r) => [r.id!, Number(r.delta)])),
  };
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
