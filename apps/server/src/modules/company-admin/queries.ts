import { and, countDistinct, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardRecords, capitalChanges, dividends, shareholderRecords, stockLogos, stockProfiles } from '../../db/schema/companies.ts';
import { markets } from '../../db/schema/markets.ts';
import { portfolioStockTransactions } from '../../db/schema/portfolios.ts';
import { sectors } from '../../db/schema/sectors.ts';
import { stocks } from '../../db/schema/stocks.ts';

/** The back office's SQL: every write takes the transaction's handle (`tx.db`). */

/** Rows per INSERT: a 5,000-row file in one statement would pass PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;
const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

// ── Stocks ────────────────────────────────────────────────────────────────────────────────────

export type StockRow = typeof stocks.$inferSelect;
export type StockValues = Omit<typeof stocks.$inferInsert, 'id' | 'createdAt'>;

export async function stockById(db: Db, id: string): Promise<StockRow | undefined> {
  const [row] = await db.select().from(stocks).where(eq(stocks.id, id));
  return row;
}

/** The stock, locked until the transaction ends: writes to one company's data queue behind each other. */
export async function lockStock(db: Db, id: string): Promise<StockRow | undefined> {
  const [row] = await db.select().from(stocks).where(eq(stocks.id, id)).for('update');
  return row;
}

export async function marketExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: markets.id }).from(markets).where(eq(markets.id, id))).length > 0;
}

export async function sectorExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: sectors.id }).from(sectors).where(eq(sectors.id, id))).length > 0;
}

export async function symbolTaken(db: Db, code: string, except?: string): Promise<boolean> {
  const where = except ? and(eq(stocks.symbolCode, code), ne(stocks.id, except)) : eq(stocks.symbolCode, code);
  return (await db.select({ id: stocks.id }).from(stocks).where(where)).length > 0;
}

export async function insertStock(db: Db, values: StockValues): Promise<StockRow> {
  const [row] = await db.insert(stocks).values(values).returning();
  return row!;
}

export async function updateStock(db: Db, id: string, values: Partial<StockValues>): Promise<StockRow> {
  const [row] = await db.update(stocks).set(values).where(eq(stocks.id, id)).returning();
  return row!;
}

/** How many portfolios have the stock in their ledger (held now or traded before). */
export async function portfoliosWithStock(db: Db, stockId: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(portfolioStockTransactions.portfolioId) })
    .from(portfolioStockTransactions)
    .where(eq(portfolioStockTransactions.stockId, stockId));
  return row?.n ?? 0;
}

/** Deletes the stock; its prices, quotes, favourites and company data go with it (ON DELETE CASCADE). */
export async function deleteStock(db: Db, id: string): Promise<void> {
  await db.delete(stocks).where(eq(stocks.id, id));
}

/** The stocks of a market by symbol code, for the files' rows. */
export async function stocksOfMarket(db: Db, marketId: string): Promise<Map<string, { id: string; sharesOutstanding: number }>> {
  const rows = await db
    .select({ id: stocks.id, code: stocks.symbolCode, sharesOutstanding: stocks.sharesOutstanding })
    .from(stocks)
    .where(eq(stocks.marketId, marketId));
  return new Map(rows.map((r) => [r.code, { id: r.id, sharesOutstanding: r.sharesOutstanding }]));
}

export async function setSharesOutstanding(db: Db, stockId: string, shares: number): Promise<void> {
  await db.update(stocks).set({ sharesOutstanding: shares }).where(eq(stocks.id, stockId));
}

// ── Logos ─────────────────────────────────────────────────────────────────────────────────────

export async function saveLogo(db: Db, stockId: string, contentType: string, bytes: Buffer): Promise<void> {
  await db
    .insert(stockLogos)
    .values({ stockId, contentType, bytes })
    .onConflictDoUpdate({ target: stockLogos.stockId, set: { contentType, bytes, updatedAt: sql`now()` } });
}

export async function deleteLogo(db: Db, stockId: string): Promise<void> {
  await db.delete(stockLogos).where(eq(stockLogos.stockId, stockId));
}

// ── Dividends ─────────────────────────────────────────────────────────────────────────────────

export type DividendRow = typeof dividends.$inferSelect;
export type DividendValues = Omit<typeof dividends.$inferInsert, 'id'>;

export async function dividendOf(db: Db, stockId: string, id: string): Promise<DividendRow | undefined> {
  const [row] = await db
    .select()
    .from(dividends)
    .where(and(eq(dividends.id, id), eq(dividends.stockId, stockId)));
  return row;
}

/** Another dividend of the stock for the same year and period. */
export async function dividendPeriodTaken(
  db: Db,
  stockId: string,
  year: number,
  period: DividendRow['period'],
  except?: string,
): Promise<boolean> {
  const same = and(eq(dividends.stockId, stockId), eq(dividends.year, year), eq(dividends.period, period));
  const rows = await db
    .select({ id: dividends.id })
    .from(dividends)
    .where(except ? and(same, ne(dividends.id, except)) : same);
  return rows.length > 0;
}

export async function insertDividend(db: Db, values: DividendValues): Promise<DividendRow> {
  const [row] = await db.insert(dividends).values(values).returning();
  return row!;
}

export async function updateDividend(db: Db, id: string, values: Partial<DividendValues>): Promise<DividendRow> {
  const [row] = await db.update(dividends).set(values).where(eq(dividends.id, id)).returning();
  return row!;
}

export async function deleteDividend(db: Db, id: string): Promise<void> {
  await db.delete(dividends).where(eq(dividends.id, id));
}

/** A file's dividends: a stock's year and period already there is replaced by the row. */
export async function upsertDividends(db: Db, rows: DividendValues[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await db
      .insert(dividends)
      .values(chunk)
      .onConflictDoUpdate({
        target: [dividends.stockId, dividends.year, dividends.period],
        set: {
          amount: sql`excluded.amount`,
          announcementDate: sql`excluded.announcement_date`,
          dueDate: sql`excluded.due_date`,
          distributionDate: sql`excluded.distribution_date`,
          way: sql`excluded.way`,
          isDemo: false,
        },
      });
  }
}

// ── Profiles ──────────────────────────────────────────────────────────────────────────────────

export type ProfileRow = typeof stockProfiles.$inferSelect;
export type ProfileValues = Omit<typeof stockProfiles.$inferInsert, 'updatedAt'>;

export async function profileOf(db: Db, stockId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(stockProfiles).where(eq(stockProfiles.stockId, stockId));
  return row;
}

export async function insertProfile(db: Db, values: ProfileValues): Promise<ProfileRow> {
  const [row] = await db.insert(stockProfiles).values(values).returning();
  return row!;
}

export async function updateProfile(db: Db, stockId: string, values: Partial<ProfileValues>): Promise<ProfileRow> {
  const [row] = await db
    .update(stockProfiles)
    .set({ ...values, isDemo: false, updatedAt: sql`now()` })
    .where(eq(stockProfiles.stockId, stockId))
    .returning();
  return row!;
}

// ── Shareholders ──────────────────────────────────────────────────────────────────────────────

export type ShareholderRow = typeof shareholderRecords.$inferSelect;
export type ShareholderValues = Omit<typeof shareholderRecords.$inferInsert, 'id'>;

export async function shareholderOf(db: Db, stockId: string, id: string): Promise<ShareholderRow | undefined> {
  const [row] = await db
    .select()
    .from(shareholderRecords)
    .where(and(eq(shareholderRecords.id, id), eq(shareholderRecords.stockId, stockId)));
  return row;
}

/** The current holders of the stocks. */
export function currentShareholders(db: Db, stockIds: string[]): Promise<ShareholderRow[]> {
  if (stockIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shareholderRecords)
    .where(and(inArray(shareholderRecords.stockId, stockIds), eq(shareholderRecords.isShareholder, true)));
}

export async function insertShareholders(db: Db, rows: ShareholderValues[]): Promise<ShareholderRow[]> {
  const inserted: ShareholderRow[] = [];
  for (const chunk of chunks(rows)) inserted.push(...(await db.insert(shareholderRecords).values(chunk).returning()));
  return inserted;
}

export async function updateShareholder(db: Db, id: string, values: Partial<ShareholderValues>): Promise<ShareholderRow> {
  const [row] = await db.update(shareholderRecords).set(values).where(eq(shareholderRecords.id, id)).returning();
  return row!;
}

export async function deleteShareholder(db: Db, id: string): Promise<void> {
  await db.delete(shareholderRecords).where(eq(shareholderRecords.id, id));
}

/** The stocks' current holders move to the history (a file replaces them). */
export async function endCurrentShareholders(db: Db, stockIds: string[]): Promise<void> {
  await db
    .update(shareholderRecords)
    .set({ isShareholder: false })
    .where(and(inArray(shareholderRecords.stockId, stockIds), eq(shareholderRecords.isShareholder, true)));
}

// ── Board ─────────────────────────────────────────────────────────────────────────────────────

export type BoardRow = typeof boardRecords.$inferSelect;
export type BoardValues = Omit<typeof boardRecords.$inferInsert, 'id'>;

export function currentBoards(db: Db, stockIds: string[]): Promise<BoardRow[]> {
  return db
    .select()
    .from(boardRecords)
    .where(and(inArray(boardRecords.stockId, stockIds), eq(boardRecords.isCurrent, true)));
}

export async function endCurrentBoards(db: Db, stockIds: string[]): Promise<void> {
  await db
    .update(boardRecords)
    .set({ isCurrent: false })
    .where(and(inArray(boardRecords.stockId, stockIds), eq(boardRecords.isCurrent, true)));
}

export async function insertBoardRecords(db: Db, rows: BoardValues[]): Promise<void> {
  for (const chunk of chunks(rows)) await db.insert(boardRecords).values(chunk);
}

// ── Capital changes ───────────────────────────────────────────────────────────────────────────

export type CapitalChangeRow = typeof capitalChanges.$inferSelect;
export type CapitalChangeValues = Omit<typeof capitalChanges.$inferInsert, 'id'>;

export async function capitalChangeOf(db: Db, stockId: string, id: string): Promise<CapitalChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(capitalChanges)
    .where(and(eq(capitalChanges.id, id), eq(capitalChanges.stockId, stockId)));
  return row;
}

export async function insertCapitalChange(db: Db, values: CapitalChangeValues): Promise<CapitalChangeRow> {
  const [row] = await db.insert(capitalChanges).values(values).returning();
  return row!;
}

export async function updateCapitalChange(db: Db, id: string, values: Partial<CapitalChangeValues>): Promise<CapitalChangeRow> {
  const [row] = await db.update(capitalChanges).set(values).where(eq(capitalChanges.id, id)).returning();
  return row!;
}

export async function deleteCapitalChange(db: Db, id: string): Promise<void> {
  await db.delete(capitalChanges).where(eq(capitalChanges.id, id));
}

/** The stock's latest change in effect on `day` (the newest effective date, then the newest announcement). */
export async function latestCapitalChange(db: Db, stockId: string, day: string): Promise<CapitalChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(capitalChanges)
    .where(and(eq(capitalChanges.stockId, stockId), lte(capitalChanges.effectiveDate, day)))
    .orderBy(desc(capitalChanges.effectiveDate), desc(capitalChanges.announcementDate))
    .limit(1);
  return row;
}
