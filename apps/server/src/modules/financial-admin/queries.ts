import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client.ts';
import { bulkInsertRows } from '../../db/bulk-insert.ts';
import { capitalChanges, stockProfiles } from '../../db/schema/companies.ts';
import { financialBooks, financialStatements, stockIndicators } from '../../db/schema/financials.ts';
import { stockPricePoints } from '../../db/schema/prices.ts';
import { sectors } from '../../db/schema/sectors.ts';
import { stocks } from '../../db/schema/stocks.ts';
import type { StoredIndicatorRow } from '../../domain/indicators/stored.ts';
import { familyOfIndustryGroup } from '../../domain/statements/family-rule.ts';
import type { Family, PeriodLabel, StatementKind, Values } from '../../domain/statements/template-types.ts';

/** What the statement writes need of a stock: its template family, financial-year end and share register. */
export type StockBook = {
  id: string;
  /** The book's family, or the one its industry group gives when it has no book yet; null for an ETF. */
  family: Family | null;
  hasBook: boolean;
  fyEndMonth: number;
  fyEndDay: number;
  hasProfile: boolean;
  sharesOutstanding: number;
};

/** The stock (locked for update inside a write), or undefined. */
export async function stockBook(db: Db, id: string, lock = false): Promise<StockBook | undefined> {
  const query = db
    .select({
      id: stocks.id,
      sharesOutstanding: stocks.sharesOutstanding,
      industryGroup: sectors.code,
      bookFamily: financialBooks.family,
      fyEndMonth: stockProfiles.fyEndMonth,
      fyEndDay: stockProfiles.fyEndDay,
    })
    .from(stocks)
    .innerJoin(sectors, eq(sectors.id, stocks.sectorId))
    .leftJoin(financialBooks, eq(financialBooks.stockId, stocks.id))
    .leftJoin(stockProfiles, eq(stockProfiles.stockId, stocks.id))
    .where(eq(stocks.id, id));
  const [row] = lock ? await query.for('update', { of: stocks }) : await query;
  if (!row) return undefined;
  return {
    id: row.id,
    family: (row.bookFamily as Family | null) ?? familyOfIndustryGroup(row.industryGroup),
    hasBook: row.bookFamily !== null,
    fyEndMonth: row.fyEndMonth ?? 12,
    fyEndDay: row.fyEndDay ?? 31,
    hasProfile: row.fyEndMonth !== null,
    sharesOutstanding: row.sharesOutstanding,
  };
}

export type StatementRow = {
  statement: StatementKind;
  year: number;
  period: PeriodLabel;
  endDate: string;
  values: Values;
  isDemo: boolean;
};

export async function statementRows(db: Db, stockId: string): Promise<StatementRow[]> {
  const rows = await db
    .select({
      statement: financialStatements.statement,
      year: financialStatements.year,
      period: financialStatements.period,
      endDate: financialStatements.endDate,
      values: financialStatements.values,
      isDemo: financialStatements.isDemo,
    })
    .from(financialStatements)
    .where(eq(financialStatements.stockId, stockId));
  return rows as StatementRow[];
}

/** The stock's closes, oldest first, as decimal text. */
export async function closes(db: Db, stockId: string): Promise<{ date: string; close: string }[]> {
  return db
    .select({ date: stockPricePoints.tradeDate, close: stockPricePoints.close })
    .from(stockPricePoints)
    .where(eq(stockPricePoints.stockId, stockId))
    .orderBy(asc(stockPricePoints.tradeDate));
}

export async function lastCloseDate(db: Db, stockId: string): Promise<string | null> {
  const [row] = await db
    .select({ date: sql<string | null>`max(${stockPricePoints.tradeDate})::text` })
    .from(stockPricePoints)
    .where(eq(stockPricePoints.stockId, stockId));
  return row?.date ?? null;
}

export async function shareChanges(db: Db, stockId: string): Promise<{ effectiveDate: string; sharesBefore: number }[]> {
  return db
    .select({ effectiveDate: capitalChanges.effectiveDate, sharesBefore: capitalChanges.sharesBefore })
    .from(capitalChanges)
    .where(eq(capitalChanges.stockId, stockId))
    .orderBy(asc(capitalChanges.effectiveDate));
}

export async function upsertStatements(db: Db, stockId: string, rows: readonly Omit<StatementRow, 'isDemo'>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(financialStatements)
    .values(rows.map((r) => ({ stockId, ...r, isDemo: false })))
    .onConflictDoUpdate({
      target: [financialStatements.stockId, financialStatements.statement, financialStatements.year, financialStatements.period],
      set: { endDate: sql`excluded.end_date`, values: sql`excluded.values`, isDemo: false },
    });
}

/** Deletes one period's statements; the number of rows it had. */
export async function deletePeriod(db: Db, stockId: string, year: number, period: string): Promise<number> {
  const gone = await db
    .delete(financialStatements)
    .where(and(eq(financialStatements.stockId, stockId), eq(financialStatements.year, year), eq(financialStatements.period, period)))
    .returning({ statement: financialStatements.statement });
  return gone.length;
}

export async function replaceIndicators(tx: Transaction, stockId: string, rows: readonly StoredIndicatorRow[]): Promise<void> {
  await tx.db.delete(stockIndicators).where(eq(stockIndicators.stockId, stockId));
  // One statement of column arrays rather than a parameter per value: a stock has ~85 rows of ~110 values.
  await bulkInsertRows(
    tx,
    stockIndicators,
    ['stockId', 'year', 'period', 'endDate', 'price', 'priceDate', 'values'],
    rows.map((r) => ({ stockId, ...r })),
  );
}

/**
 * Moves the book's version (creating the book with its family on a first upload). The book stays
 * labelled demo data only while every statement it holds is the demo's.
 */
export async function bumpBook(db: Db, stockId: string, family: Family): Promise<void> {
  const allDemo = sql<boolean>`coalesce((select bool_and(${financialStatements.isDemo}) from ${financialStatements} where ${financialStatements.stockId} = ${stockId}), false)`;
  await db
    .insert(financialBooks)
    .values({ stockId, family, isDemo: false })
    .onConflictDoUpdate({
      target: financialBooks.stockId,
      set: { version: sql`${financialBooks.version} + 1`, isDemo: allDemo, updatedAt: sql`now()` },
    });
}

export async function stockIdsWithStatements(db: Db): Promise<string[]> {
  const rows = await db.select({ id: financialBooks.stockId }).from(financialBooks).orderBy(asc(financialBooks.stockId));
  return rows.map((r) => r.id);
}

export async function setFyEnd(db: Db, stockId: string, month: number, day: number): Promise<void> {
  await db
    .update(stockProfiles)
    .set({ fyEndMonth: month, fyEndDay: day, updatedAt: sql`now()` })
    .where(eq(stockProfiles.stockId, stockId));
}

/** Moves every stored period's end date to the company's new financial-year end. */
export async function redateStatements(db: Db, stockId: string, endOf: (year: number, period: PeriodLabel) => string): Promise<number> {
  const rows = await db
    .selectDistinct({ year: financialStatements.year, period: financialStatements.period })
    .from(financialStatements)
    .where(eq(financialStatements.stockId, stockId));
  for (const r of rows)
    await db
      .update(financialStatements)
      .set({ endDate: endOf(r.year, r.period as PeriodLabel) })
      .where(and(eq(financialStatements.stockId, stockId), eq(financialStatements.year, r.year), eq(financialStatements.period, r.period)));
  return rows.length;
}
