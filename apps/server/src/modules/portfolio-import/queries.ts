import { and, asc, desc, eq, gt, isNull, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  portfolioCashTransactions as cashTx,
  portfolioImports as imports,
  portfolioStockTransactions as stockTx,
} from '../../db/schema/portfolios.ts';

export type ImportRow = typeof imports.$inferSelect;
export type NewImport = Omit<typeof imports.$inferInsert, 'createdAt' | 'undoneAt'>;

export async function insertImport(tx: Db, row: NewImport): Promise<ImportRow> {
  const [stored] = await tx.insert(imports).values(row).returning();
  return stored!;
}

export const listImports = (db: Db, portfolioId: string): Promise<ImportRow[]> =>
  db.select().from(imports).where(eq(imports.portfolioId, portfolioId)).orderBy(desc(imports.createdAt), desc(imports.id));

export async function findImport(db: Db, portfolioId: string, id: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.portfolioId, portfolioId), eq(imports.id, id)));
  return row;
}

/** The last entry of each ledger (0 for none): what a write appends after. */
export async function ledgerEnds(tx: Db, portfolioId: string): Promise<{ stock: number; cash: number }> {
  const [s] = await tx
    .select({ seq: max(stockTx.seq) })
    .from(stockTx)
    .where(eq(stockTx.portfolioId, portfolioId));
  const [c] = await tx
    .select({ seq: max(cashTx.seq) })
    .from(cashTx)
    .where(eq(cashTx.portfolioId, portfolioId));
  return { stock: Number(s?.seq ?? 0), cash: Number(c?.seq ?? 0) };
}

/** Tags what was appended after `ends` (the import's trades and what settling them wrote) with the import. */
export async function tagSince(tx: Db, portfolioId: string, importId: string, ends: { stock: number; cash: number }): Promise<void> {
  await tx
    .update(stockTx)
    .set({ importId })
    .where(and(eq(stockTx.portfolioId, portfolioId), gt(stockTx.seq, ends.stock), isNull(stockTx.importId)));
  await tx
    .update(cashTx)
    .set({ importId })
    .where(and(eq(cashTx.portfolioId, portfolioId), gt(cashTx.seq, ends.cash), isNull(cashTx.importId)));
}

/** The whole stock ledger in order, with what each entry came from. */
export const stockLedger = (tx: Db, portfolioId: string) =>
  tx
    .select({
      seq: stockTx.seq,
      stockId: stockTx.stockId,
      type: stockTx.transactionType,
      shares: stockTx.shares,
      price: stockTx.price,
      importId: stockTx.importId,
      capitalChangeId: stockTx.capitalChangeId,
    })
    .from(stockTx)
    .where(eq(stockTx.portfolioId, portfolioId))
    .orderBy(asc(stockTx.seq));

/**
 * Whether the cash ledger moved after the import in a way its undo cannot take back: a dividend
 * credited since (paid on holdings that included the imported shares), or, when the import wrote
 * cash rows of its own, any later cash row (each row carries the balance after it).
 */
export async function cashMovedSince(tx: Db, portfolioId: string, imp: ImportRow): Promise<boolean> {
  const [own] = await tx
    .select({ seq: max(cashTx.seq) })
    .from(cashTx)
    .where(and(eq(cashTx.portfolioId, portfolioId), eq(cashTx.importId, imp.id)));
  const later = or(isNull(cashTx.importId), ne(cashTx.importId, imp.id));
  const dividendSince = and(eq(cashTx.operationType, 'DIVIDEND'), gt(cashTx.createdAt, imp.createdAt));
  const [row] = await tx
    .select({ seq: cashTx.seq })
    .from(cashTx)
    .where(and(eq(cashTx.portfolioId, portfolioId), later, own?.seq ? or(dividendSince, gt(cashTx.seq, own.seq)) : dividendSince))
    .limit(1);
  return row !== undefined;
}

/** Removes what the import wrote from both ledgers and marks it undone; returns the trades removed. */
export async function removeImport(tx: Db, portfolioId: string, importId: string): Promise<ImportRow> {
  await tx.delete(stockTx).where(and(eq(stockTx.portfolioId, portfolioId), eq(stockTx.importId, importId)));
  await tx.delete(cashTx).where(and(eq(cashTx.portfolioId, portfolioId), eq(cashTx.importId, importId)));
  const [row] = await tx
    .update(imports)
    .set({ undoneAt: sql`now()` })
    .where(eq(imports.id, importId))
    .returning();
  return row!;
}
