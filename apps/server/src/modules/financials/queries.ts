import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { financialBooks, financialStatements, stockIndicators } from '../../db/schema/financials.ts';

/**
 * One company's statements and stored indicators, each read whole (a few hundred rows at most for
 * twelve years of quarters) once per data version and cut per period filter in memory.
 */

export async function bookRow(db: Db, stockId: string) {
  const [row] = await db
    .select({ family: financialBooks.family, isDemo: financialBooks.isDemo, version: financialBooks.version })
    .from(financialBooks)
    .where(eq(financialBooks.stockId, stockId));
  return row;
}
export type BookRow = NonNullable<Awaited<ReturnType<typeof bookRow>>>;

export const statementRows = (db: Db, stockId: string) =>
  db
    .select({
      statement: financialStatements.statement,
      year: financialStatements.year,
      period: financialStatements.period,
      endDate: financialStatements.endDate,
      values: financialStatements.values,
      isDemo: financialStatements.isDemo,
    })
    .from(financialStatements)
    .where(eq(financialStatements.stockId, stockId))
    .orderBy(asc(financialStatements.endDate));
export type StatementRecord = Awaited<ReturnType<typeof statementRows>>[number];

export const indicatorRows = (db: Db, stockId: string) =>
  db
    .select({
      year: stockIndicators.year,
      period: stockIndicators.period,
      endDate: stockIndicators.endDate,
      price: stockIndicators.price,
      priceDate: stockIndicators.priceDate,
      values: stockIndicators.values,
    })
    .from(stockIndicators)
    .where(eq(stockIndicators.stockId, stockId))
    .orderBy(asc(stockIndicators.endDate));
export type IndicatorRecord = Awaited<ReturnType<typeof indicatorRows>>[number];
