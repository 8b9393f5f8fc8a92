import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { capitalChanges, dividends } from '../../db/schema/companies.ts';
import { stockIndicators } from '../../db/schema/financials.ts';
import { users } from '../../db/schema/accounts.ts';
import { packagePermissions, packagePrices, packages, subscriptions } from '../../db/schema/plans.ts';
import {
  portfolioCashTransactions as cashTx,
  portfolioFavoriteColumns,
  portfolios,
  portfolioStockTransactions as stockTx,
} from '../../db/schema/portfolios.ts';
import { selection, selectRows, type FieldsRow, type RowOf } from '../../db/typed-sql.ts';
import type { DatedEntry } from '../../domain/holdings/timeline.ts';
import type { LedgerEntry } from './ledger.ts';

/** Stock-ledger types that take shares away; every other type adds them (buys, bonus shares, splits). */
const REMOVING_TYPES = ['SELLING', 'CAPITAL_REDUCTION'] as const;

type Paging = { page: number; size: number };
const pageOf = ({ page, size }: Paging) => ({ limit: size, offset: (page - 1) * size });

// ── Portfolios ──────────────────────────────────────────────────────────────────────────────────

const portfolioFields = {
  id: portfolios.id,
  userId: portfolios.userId,
  name: portfolios.name,
  type: portfolios.type,
  isDefault: portfolios.isDefault,
  createdAt: portfolios.createdAt,
  ledgerVersion: portfolios.ledgerVersion,
  settledOn: portfolios.settledOn,
  settledVersion: portfolios.settledVersion,
  settledEvents: portfolios.settledEvents,
};
export type PortfolioRow = FieldsRow<typeof portfolioFields>;

/**
 * With the value after the latest cash transaction (null before the first): one backward index
 * step, however long the ledger. Hand-written: a one-table select would leave the correlated
 * subquery's columns unqualified.
 */
const withCash = selection({
  ...portfolioFields,
  cashValue: sql<string | null>`(SELECT ${cashTx.cashValue}::text FROM ${cashTx} WHERE ${cashTx.portfolioId} = ${portfolios.id}
                                  ORDER BY ${cashTx.seq} DESC LIMIT 1)`,
});
/** A portfolio as read (not locked), with its uninvested cash. */
export type PortfolioWithCash = RowOf<typeof withCash>;

const selectWithCash = (db: Db, where: SQL, tail: SQL = sql``) =>
  selectRows(db, withCash, sql`SELECT ${withCash.list} FROM ${portfolios} WHERE ${where} ${tail}`);

/** A user's portfolios, default first, then by creation. */
export const listPortfolios = (db: Db, userId: string): Promise<PortfolioWithCash[]> =>
  selectWithCash(
    db,
    sql`${portfolios.userId} = ${userId}`,
    sql`ORDER BY ${portfolios.isDefault} DESC, ${portfolios.createdAt}, ${portfolios.id}`,
  );

export async function findPortfolio(db: Db, userId: string, id: string): Promise<PortfolioWithCash | undefined> {
  return (await selectWithCash(db, sql`${portfolios.id} = ${id} AND ${portfolios.userId} = ${userId}`))[0];
}

/** The portfolio row locked until the transaction ends: writes to one portfolio queue here. */
export async function lockForWrite(tx: Db, userId: string, id: string): Promise<PortfolioRow | undefined> {
  const [row] = await tx
    .select(portfolioFields)
    .from(portfolios)
    .where(and(eq(portfolios.id, id), eq(portfolios.userId, userId)))
    .for('update');
  return row;
}

/** Locks the user's row so creating, deleting and re-flagging portfolios cannot race each other. */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export type NewPortfolio = Pick<typeof portfolios.$inferInsert, 'userId' | 'name' | 'type' | 'isDefault'> & { id?: string };

export async function insertPortfolio(tx: Db, p: NewPortfolio): Promise<string> {
  const id = p.id ?? randomUUID();
  await tx.insert(portfolios).values({ ...p, id });
  return id;
}

export async function renamePortfolio(tx: Db, id: string, name: string): Promise<void> {
  await tx.update(portfolios).set({ name }).where(eq(portfolios.id, id));
}

/** Moves the one default flag of the user to this portfolio. */
export async function makeDefault(tx: Db, userId: string, id: string): Promise<void> {
  await tx
    .update(portfolios)
    .set({ isDefault: false })
    .where(and(eq(portfolios.userId, userId), eq(portfolios.isDefault, true), ne(portfolios.id, id)));
  await tx.update(portfolios).set({ isDefault: true }).where(eq(portfolios.id, id));
}

export async function deletePortfolio(tx: Db, id: string): Promise<void> {
  await tx.delete(portfolios).where(eq(portfolios.id, id));
}

// ── Ledgers ─────────────────────────────────────────────────────────────────────────────────────

/** The stock ledgers of several portfolios in order, for folding into positions. */
export async function ledgerEntries(db: Db, portfolioIds: readonly string[]): Promise<Map<string, LedgerEntry[]>> {
  const rows = portfolioIds.length
    ? await db
        .select({
          portfolioId: stockTx.portfolioId,
          stockId: stockTx.stockId,
          type: stockTx.transactionType,
          shares: stockTx.shares,
          price: stockTx.price,
        })
        .from(stockTx)
        .where(inArray(stockTx.portfolioId, [...portfolioIds]))
        .orderBy(stockTx.seq)
    : [];
  const byPortfolio = new Map<string, LedgerEntry[]>(portfolioIds.map((id) => [id, []]));
  for (const { portfolioId, ...entry } of rows) byPortfolio.get(portfolioId)!.push(entry);
  return byPortfolio;
}

/** The Riyadh day a stock-ledger entry counts from: see datedLedger. */
const entryDate = sql<string>`coalesce(${stockTx.buyingDate}, (${stockTx.createdAt} AT TIME ZONE 'Asia/Riyadh')::date)::text`;
const entryDelta = sql<number>`(CASE WHEN ${stockTx.transactionType} IN ${sql.raw(`('${REMOVING_TYPES.join("','")}')`)} THEN -${stockTx.shares} ELSE ${stockTx.shares} END)::int`;

/**
 * A portfolio's stock ledger as dated share changes (see domain/holdings/timeline): a buy counts
 * from its buying date (the day it was recorded when it has none), every other entry from the
 * Riyadh day it was recorded, except entries that carry their own effective date in buying_date.
 */
export async function datedLedger(db: Db, portfolioId: string): Promise<DatedEntry[]> {
  const fields = selection({ stockId: sql<string>`${stockTx.stockId}`, date: entryDate, delta: entryDelta });
  return selectRows(
    db,
    fields,
    sql`SELECT ${fields.list} FROM ${stockTx} WHERE ${stockTx.portfolioId} = ${portfolioId} ORDER BY ${stockTx.seq}`,
  );
}

/**
 * The dated ledger with the value each entry moved: a buy's cost (+, shares came in), a sale's
 * proceeds (−, shares went out); corporate actions move none (the price adjusts instead).
 */
export async function datedTrades(db: Db, portfolioId: string): Promise<(DatedEntry & { value: string })[]> {
  const fields = selection({
    stockId: sql<string>`${stockTx.stockId}`,
    date: entryDate,
    delta: entryDelta,
    value: sql<string>`(CASE ${stockTx.transactionType} WHEN 'BUYING' THEN ${stockTx.cost} WHEN 'SELLING' THEN -${stockTx.cost} ELSE 0 END)::text`,
  });
  return selectRows(
    db,
    fields,
    sql`SELECT ${fields.list} FROM ${stockTx} WHERE ${stockTx.portfolioId} = ${portfolioId} ORDER BY ${stockTx.seq}`,
  );
}

/**
 * Every change of a portfolio's cash with its Riyadh day: a dividend's is its distribution date
 * (credited when the portfolio is next read, it was received then), every other change's the day
 * it was recorded. `dividend` marks income; the rest is the user's own money or a trade's.
 */
export async function datedCash(db: Db, portfolioId: string): Promise<{ date: string; amount: string; dividend: boolean }[]> {
  const fields = selection({
    date: sql<string>`coalesce(${cashTx.effectiveDate}, (${cashTx.createdAt} AT TIME ZONE 'Asia/Riyadh')::date)::text`,
    amount: sql<string>`(${cashTx.cashValue} - ${cashTx.previousCashValue})::text`,
    dividend: sql<boolean>`${cashTx.operationType} = 'DIVIDEND'`,
  });
  return selectRows(
    db,
    fields,
    sql`SELECT ${fields.list} FROM ${cashTx} WHERE ${cashTx.portfolioId} = ${portfolioId} ORDER BY ${cashTx.seq}`,
  );
}

/** Uninvested cash: the value after the latest cash transaction, zero before the first. */
export async function cashOf(db: Db, portfolioId: string): Promise<string> {
  const [row] = await db
    .select({ cash: cashTx.cashValue })
    .from(cashTx)
    .where(eq(cashTx.portfolioId, portfolioId))
    .orderBy(desc(cashTx.seq))
    .limit(1);
  return row?.cash ?? '0';
}

export type NewStockTransaction = Omit<typeof stockTx.$inferInsert, 'id' | 'seq' | 'portfolioId' | 'createdAt' | 'updatedAt'>;
export type NewCashTransaction = Omit<typeof cashTx.$inferInsert, 'id' | 'seq' | 'portfolioId' | 'createdAt'>;

/**
 * Appends to a portfolio's two ledgers, each in the order given (the order is the ledger's), and
 * marks the stock ledger changed. Callers hold the portfolio row's lock. Returns the new rows' ids.
 */
export async function recordTransactions(
  tx: Db,
  portfolioId: string,
  entries: { stock?: readonly NewStockTransaction[]; cash?: readonly NewCashTransaction[] },
): Promise<{ stock: string[]; cash: string[] }> {
  const stock = (entries.stock ?? []).map((t) => ({ ...t, id: randomUUID(), portfolioId }));
  const cash = (entries.cash ?? []).map((c) => ({ ...c, id: randomUUID(), portfolioId }));
  if (stock.length) {
    await tx.insert(stockTx).values(stock);
    await bumpLedgerVersion(tx, portfolioId);
  }
  if (cash.length) await tx.insert(cashTx).values(cash);
  return { stock: stock.map((t) => t.id), cash: cash.map((c) => c.id) };
}

/** Marks the stock ledger changed, so positions folded before it are folded again. */
export async function bumpLedgerVersion(tx: Db, portfolioId: string): Promise<void> {
  await tx
    .update(portfolios)
    .set({ ledgerVersion: sql`${portfolios.ledgerVersion} + 1` })
    .where(eq(portfolios.id, portfolioId));
}

/** Removes a holding: every buy and sale of the stock in the portfolio; the cash ledger keeps its history. */
export async function deleteStockTransactions(tx: Db, portfolioId: string, stockId: string): Promise<number> {
  const removed = await tx
    .delete(stockTx)
    .where(and(eq(stockTx.portfolioId, portfolioId), eq(stockTx.stockId, stockId)))
    .returning({ id: stockTx.id });
  if (removed.length) await bumpLedgerVersion(tx, portfolioId);
  return removed.length;
}

const stockTxFields = {
  id: stockTx.id,
  stockId: stockTx.stockId,
  transactionType: stockTx.transactionType,
  shares: stockTx.shares,
  price: stockTx.price,
  cost: stockTx.cost,
  buyingDate: stockTx.buyingDate,
  cashFlow: stockTx.cashFlow,
  isDowngradeSale: stockTx.isDowngradeSale,
  createdAt: stockTx.createdAt,
  updatedAt: stockTx.updatedAt,
  heldBefore: stockTx.heldBefore,
  fractionNotIssued: stockTx.fractionNotIssued,
  // The capital change a corporate-action entry applied (null for trades).
  sharesBefore: capitalChanges.sharesBefore,
  sharesAfter: capitalChanges.sharesAfter,
};

const withCapitalChange = (db: Db) =>
  db.select(stockTxFields).from(stockTx).leftJoin(capitalChanges, eq(capitalChanges.id, stockTx.capitalChangeId));
export type StockTransactionRow = Awaited<ReturnType<typeof withCapitalChange>>[number];

const countOf = async (db: Db, table: typeof stockTx | typeof cashTx, portfolioId: string): Promise<number> =>
  (await db.select({ n: count() }).from(table).where(eq(table.portfolioId, portfolioId)))[0]!.n;

/** Newest first; the whole ledger without paging. */
export async function stockTransactions(
  db: Db,
  portfolioId: string,
  paging?: Paging,
): Promise<{ rows: StockTransactionRow[]; total: number }> {
  const query = withCapitalChange(db).where(eq(stockTx.portfolioId, portfolioId)).orderBy(desc(stockTx.seq)).$dynamic();
  if (!paging) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const { limit, offset } = pageOf(paging);
  return { rows: await query.limit(limit).offset(offset), total: await countOf(db, stockTx, portfolioId) };
}

export const stockTransactionsByIds = (db: Db, ids: readonly string[]): Promise<StockTransactionRow[]> =>
  withCapitalChange(db)
    .where(inArray(stockTx.id, [...ids]))
    .orderBy(asc(stockTx.seq));

const cashTxFields = {
  id: cashTx.id,
  operationType: cashTx.operationType,
  previousCashValue: cashTx.previousCashValue,
  cashValue: cashTx.cashValue,
  stockId: cashTx.stockId,
  createdAt: cashTx.createdAt,
  effectiveDate: cashTx.effectiveDate,
  shares: cashTx.shares,
  // A dividend credit's SAR per share (null for other moves).
  amountPerShare: sql<string | null>`${dividends.amount}::text`,
};

const withDividend = (db: Db) => db.select(cashTxFields).from(cashTx).leftJoin(dividends, eq(dividends.id, cashTx.dividendId));
export type CashTransactionRow = Awaited<ReturnType<typeof withDividend>>[number];

export async function cashTransactions(
  db: Db,
  portfolioId: string,
  paging?: Paging,
): Promise<{ rows: CashTransactionRow[]; total: number }> {
  const query = withDividend(db).where(eq(cashTx.portfolioId, portfolioId)).orderBy(desc(cashTx.seq)).$dynamic();
  // Without paging, the whole ledger in one statement: one consistent view, as an export needs.
  if (!paging) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const { limit, offset } = pageOf(paging);
  return { rows: await query.limit(limit).offset(offset), total: await countOf(db, cashTx, portfolioId) };
}

export async function cashTransactionById(db: Db, id: string): Promise<CashTransactionRow> {
  return (await withDividend(db).where(eq(cashTx.id, id)))[0]!;
}

// ── Plan and preferences ────────────────────────────────────────────────────────────────────────

/**
 * The CAN_ permissions of the user's plan in force now, read from the subscriptions rather than
 * the token: a plan changed minutes ago (a downgrade, an admin move) applies at once.
 */
export async function currentPermissions(db: Db, userId: string): Promise<string[]> {
  const planNow = sql`COALESCE((
    SELECT ${packages.slug} FROM ${subscriptions}
      JOIN ${packagePrices} ON ${packagePrices.id} = ${subscriptions.packagePriceId}
      JOIN ${packages} ON ${packages.id} = ${packagePrices.packageId}
     WHERE ${subscriptions.userId} = ${userId} AND ${subscriptions.status} = 'ACTIVE' AND ${subscriptions.startedAt} <= now()
       AND (${subscriptions.endedAt} IS NULL OR ${subscriptions.endedAt} > now())
     LIMIT 1), 'BASIC')`;
  const fields = selection({ permission: packagePermissions.permission });
  const rows = await selectRows(
    db,
    fields,
    sql`SELECT ${fields.list} FROM ${packagePermissions} JOIN ${packages} ON ${packages.id} = ${packagePermissions.packageId}
         WHERE ${packages.slug} = ${planNow}`,
  );
  return rows.map((r) => r.permission);
}

export async function favoriteColumns(db: Db, userId: string): Promise<string[] | undefined> {
  const [row] = await db
    .select({ columns: portfolioFavoriteColumns.columns })
    .from(portfolioFavoriteColumns)
    .where(eq(portfolioFavoriteColumns.userId, userId));
  return row?.columns;
}

export async function saveFavoriteColumns(db: Db, userId: string, columns: readonly string[]): Promise<void> {
  await db
    .insert(portfolioFavoriteColumns)
    .values({ userId, columns: [...columns], updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: portfolioFavoriteColumns.userId, set: { columns: [...columns], updatedAt: sql`now()` } });
}

// ── Dividends of held stocks ────────────────────────────────────────────────────────────────────

/**
 * Every stock's next distribution (the first due date from `today` on, with its amount per share)
 * and what it paid per share over the twelve months up to `today`, by due date, beside the stored
 * indicators the holdings' financial columns show (total equity in millions of SAR, return on
 * equity): one statement for all stocks, which the service keeps per day and company data version.
 */
export function dividendFactRows(db: Db, today: string) {
  const from = sql`${dividends.dueDate} >= ${today}::date`;
  const paid = sql`SELECT ${dividends.stockId} AS stock_id,
      (min(${dividends.dueDate}) FILTER (WHERE ${from}))::text AS next_due_date,
      (array_agg(${dividends.amount}::text ORDER BY ${dividends.dueDate}) FILTER (WHERE ${from}))[1] AS next_amount,
      coalesce(sum(${dividends.amount}) FILTER (WHERE ${dividends.dueDate} > ${today}::date - interval '1 year'
                                              AND ${dividends.dueDate} <= ${today}::date), 0)::text AS annual
    FROM ${dividends} GROUP BY ${dividends.stockId}`;
  const current = sql`SELECT ${stockIndicators.stockId} AS stock_id, ${stockIndicators.values} AS v FROM ${stockIndicators}
    WHERE ${stockIndicators.period} = 'CURRENT'`;
  const fields = selection({
    stockId: sql<string>`coalesce(d.stock_id, i.stock_id)`,
    hasDividends: sql<boolean>`d.stock_id IS NOT NULL`,
    nextDueDate: sql<string | null>`d.next_due_date`,
    nextAmount: sql<string | null>`d.next_amount`,
    annual: sql<string>`coalesce(d.annual, '0')`,
    totalEquity: sql<string | null>`i.v ->> 'total_equity'`,
    returnOnEquity: sql<string | null>`i.v ->> 'return_of_equity_percent'`,
  });
  return selectRows(db, fields, sql`SELECT ${fields.list} FROM (${paid}) d FULL JOIN (${current}) i ON i.stock_id = d.stock_id`);
}
export type DividendFactRow = Awaited<ReturnType<typeof dividendFactRows>>[number];
