import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { favoriteComparisons } from '../../db/schema/comparisons.ts';
import { financialBooks, stockIndicators } from '../../db/schema/financials.ts';
import { sectors } from '../../db/schema/sectors.ts';
import { stocks } from '../../db/schema/stocks.ts';

/**
 * One company's stored indicators by period (no CURRENT rows: a comparison is of reported periods),
 * read once per company-data version: under a hundred rows, cut per request in memory.
 */
export const seriesRows = (db: Db, stockId: string) =>
  db
    .select({
      stockId: stockIndicators.stockId,
      year: stockIndicators.year,
      period: stockIndicators.period,
      endDate: stockIndicators.endDate,
      values: stockIndicators.values,
    })
    .from(stockIndicators)
    .where(and(eq(stockIndicators.stockId, stockId), ne(stockIndicators.period, 'CURRENT')))
    .orderBy(asc(stockIndicators.endDate));
export type SeriesRow = Awaited<ReturnType<typeof seriesRows>>[number];

/** Each stock with its sector and statement template (null before its first statements). */
export const companyRows = (db: Db) =>
  db
    .select({ id: stocks.id, sectorId: stocks.sectorId, family: financialBooks.family, isDemo: financialBooks.isDemo })
    .from(stocks)
    .leftJoin(financialBooks, eq(financialBooks.stockId, stocks.id));
export type CompanyRow = Awaited<ReturnType<typeof companyRows>>[number];

export const sectorRows = (db: Db) =>
  db.select({ id: sectors.id, parentId: sectors.parentId, nameAr: sectors.nameAr, nameEn: sectors.nameEn }).from(sectors);
export type SectorRow = Awaited<ReturnType<typeof sectorRows>>[number];

export const favoriteKeys = async (db: Db, userId: string): Promise<string[]> =>
  (
    await db
      .select({ key: favoriteComparisons.indicatorKey })
      .from(favoriteComparisons)
      .where(eq(favoriteComparisons.userId, userId))
      .orderBy(asc(favoriteComparisons.createdAt), asc(favoriteComparisons.indicatorKey))
  ).map((r) => r.key);

/** Adds and removes in one transaction; a key both added and removed ends removed. */
export async function updateFavorites(
  database: Database,
  userId: string,
  add: readonly string[],
  remove: readonly string[],
): Promise<void> {
  await database.transaction(async ({ db: tx }) => {
    if (add.length) {
      await tx
        .insert(favoriteComparisons)
        .values(add.map((indicatorKey) => ({ userId, indicatorKey })))
        .onConflictDoNothing();
    }
    if (remove.length) {
      await tx
        .delete(favoriteComparisons)
        .where(and(eq(favoriteComparisons.userId, userId), inArray(favoriteComparisons.indicatorKey, [...remove])));
    }
  });
}
