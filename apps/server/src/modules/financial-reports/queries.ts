import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stockProfiles } from '../../db/schema/companies.ts';
import { financialAttachments, financialBooks, financialStatements } from '../../db/schema/financials.ts';
import { stocks } from '../../db/schema/stocks.ts';

/**
 * A stock's report files and what the generated ones are drawn from. The periods come from the
 * income statement's rows: every stored period has one.
 */

export const statementPeriodRows = (db: Db, stockId: string, periods: readonly string[]) =>
  db
    .select({ year: financialStatements.year, period: financialStatements.period, endDate: financialStatements.endDate })
    .from(financialStatements)
    .where(
      and(
        eq(financialStatements.stockId, stockId),
        eq(financialStatements.statement, 'income_statement'),
        inArray(financialStatements.period, [...periods]),
      ),
    );
export type PeriodRow = Awaited<ReturnType<typeof statementPeriodRows>>[number];

/** The uploaded files of the periods, without their bytes. */
export const uploadedRows = (db: Db, stockId: string, periods: readonly string[]) =>
  db
    .select({
      id: financialAttachments.id,
      year: financialAttachments.year,
      period: financialAttachments.period,
      date: financialAttachments.date,
      attachmentType: financialAttachments.attachmentType,
      language: financialAttachments.language,
    })
    .from(financialAttachments)
    .where(and(eq(financialAttachments.stockId, stockId), inArray(financialAttachments.period, [...periods])));
export type UploadedRow = Awaited<ReturnType<typeof uploadedRows>>[number];

/** One uploaded file with its bytes, by guid or by slot. */
export async function uploadedFile(db: Db, stockId: string, where: { id: string } | Slot) {
  const match =
    'id' in where
      ? eq(financialAttachments.id, where.id)
      : and(
          eq(financialAttachments.year, where.year),
          eq(financialAttachments.period, where.period),
          eq(financialAttachments.attachmentType, where.attachmentType),
          eq(financialAttachments.language, where.language),
        );
  const [row] = await db
    .select()
    .from(financialAttachments)
    .where(and(eq(financialAttachments.stockId, stockId), match));
  return row;
}
export type Slot = { year: number; period: string; attachmentType: string; language: string };

export async function bookRow(db: Db, stockId: string) {
  const [row] = await db.select().from(financialBooks).where(eq(financialBooks.stockId, stockId));
  return row;
}

/** The three statements of one period. */
export const periodStatementRows = (db: Db, stockId: string, year: number, period: string) =>
  db
    .select({ statement: financialStatements.statement, values: financialStatements.values, endDate: financialStatements.endDate })
    .from(financialStatements)
    .where(and(eq(financialStatements.stockId, stockId), eq(financialStatements.year, year), eq(financialStatements.period, period)))
    .orderBy(asc(financialStatements.statement));

/** Locks the stock for a write (undefined when there is none), with what an upload's period rests on. */
export async function lockStockForReports(db: Db, stockId: string) {
  const [row] = await db
    .select({
      id: stocks.id,
      symbolCode: stocks.symbolCode,
      listingDate: stocks.listingDate,
      fyEndMonth: stockProfiles.fyEndMonth,
      firstStatementYear: sql<
        number | null
      >`(SELECT min(${financialStatements.year})::int FROM ${financialStatements} WHERE ${financialStatements.stockId} = ${stocks.id})`,
    })
    .from(stocks)
    .leftJoin(stockProfiles, eq(stockProfiles.stockId, stocks.id))
    .where(eq(stocks.id, stockId))
    .for('update', { of: stocks });
  return row;
}

export type LockedStock = NonNullable<Awaited<ReturnType<typeof lockStockForReports>>>;

export type NewAttachment = Slot & { stockId: string; date: string; fileName: string; contentType: string; body: Buffer };

/** Puts a file in its slot, replacing the one there; answers its guid. */
export async function upsertAttachment(db: Db, row: NewAttachment): Promise<string> {
  const [saved] = await db
    .insert(financialAttachments)
    .values(row)
    .onConflictDoUpdate({
      target: [
        financialAttachments.stockId,
        financialAttachments.year,
        financialAttachments.period,
        financialAttachments.attachmentType,
        financialAttachments.language,
      ],
      // A new guid: links to the replaced file stop serving it.
      set: {
        id: sql`gen_random_uuid()`,
        date: row.date,
        fileName: row.fileName,
        contentType: row.contentType,
        body: row.body,
        createdAt: sql`now()`,
      },
    })
    .returning({ id: financialAttachments.id });
  return saved!.id;
}

export async function deleteAttachment(db: Db, stockId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(financialAttachments)
    .where(and(eq(financialAttachments.stockId, stockId), eq(financialAttachments.id, id)))
    .returning({ id: financialAttachments.id });
  return gone.length > 0;
}

/** The company's statements (and their files) changed: readers keyed by the version drop their copies. */
export const bumpBookVersion = (db: Db, stockId: string) =>
  db
    .update(financialBooks)
    .set({ version: sql`${financialBooks.version} + 1`, updatedAt: sql`now()` })
    .where(eq(financialBooks.stockId, stockId));
