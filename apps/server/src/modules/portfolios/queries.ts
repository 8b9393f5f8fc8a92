import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import type { PortfolioType } from '@sahm/contracts/portfolio';
import type { LedgerEntry, TransactionType } from './ledger.ts';

export type PortfolioRow = {
  id: string;
  user_id: string;
  name: string;
  type: PortfolioType;
  is_default: boolean;
  created_at: Date | string;
  ledger_version: number;
};

const portfolioColumns = `id, user_id, name, type, is_default, created_at, ledger_version`;

/** A portfolio as read (not locked): with its uninvested cash, one backward index step away. */
export type PortfolioWithCash = PortfolioRow & { cash_value: string | null };
const withCash = `${portfolioColumns}, (SELECT c.cash_value::text FROM portfolio_cash_transactions c WHERE c.portfolio_id = portfolios.id ORDER BY c.seq DESC LIMIT 1) AS cash_value`;

/** A user's portfolios, default first, then by creation. */
export async function listPortfolios(db: Queryable, userId: string): Promise<PortfolioWithCash[]> {
  return db.query<PortfolioWithCash>(`SELECT ${withCash} FROM portfolios WHERE user_id = $1 ORDER BY is_default DESC, created_at, id`, [
    userId,
  ]);
}

export async function findPortfolio(db: Queryable, userId: string, id: string): Promise<PortfolioWithCash | undefined> {
  return (await db.query<PortfolioWithCash>(`SELECT ${withCash} FROM portfolios WHERE id = $1 AND user_id = $2`, [id, userId]))[0];
}

/** The portfolio row locked until the transaction ends: writes to one portfolio queue here. */
export async function lockPortfolio(tx: Queryable, userId: string, id: string): Promise<PortfolioRow | undefined> {
  return (
    await tx.query<PortfolioRow>(`SELECT ${portfolioColumns} FROM portfolios WHERE id = $1 AND user_id = $2 FOR UPDATE`, [id, userId])
  )[0];
}

/** Locks the user's row so creating, deleting and re-flagging portfolios cannot race each other. */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
}

export async function insertPortfolio(
  tx: Queryable,
  p: { userId: string; name: string; type: PortfolioType; isDefault: boolean; id?: string },
): Promise<string> {
  const id = p.id ?? randomUUID();
  await tx.query(`INSERT INTO portfolios (id, user_id, name, type, is_default) VALUES ($1, $2, $3, $4, $5)`, [
    id,
    p.userId,
    p.name,
    p.type,
    p.isDefault,
  ]);
  return id;
}

export async function renamePortfolio(tx: Queryable, id: string, name: string): Promise<void> {
  await tx.query(`UPDATE portfolios SET name = $2 WHERE id = $1`, [id, name]);
}

/** Moves the one default flag of the user to this portfolio. */
export async function makeDefault(tx: Queryable, userId: string, id: string): Promise<void> {
  await tx.query(`UPDATE portfolios SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2`, [userId, id]);
  await tx.query(`UPDATE portfolios SET is_default = true WHERE id = $1`, [id]);
}

export async function deletePortfolio(tx: Queryable, id: string): Promise<void> {
  await tx.query(`DELETE FROM portfolios WHERE id = $1`, [id]);
}

/** The stock ledgers of several portfolios in order, for folding into positions. */
export async function ledgerEntries(db: Queryable, portfolioIds: readonly string[]): Promise<Map<string, LedgerEntry[]>> {
  const rows = portfolioIds.length
    ? await db.query<{ portfolio_id: string; stock_id: string; transaction_type: TransactionType; shares: number; price: string }>(
        `SELECT portfolio_id, stock_id, transaction_type, shares, price::text AS price FROM portfolio_stock_transactions WHERE portfolio_id = ANY($1) ORDER BY seq`,
        [portfolioIds],
      )
    : [];
  const byPortfolio = new Map<string, LedgerEntry[]>(portfolioIds.map((id) => [id, []]));
  for (const r of rows)
    byPortfolio.get(r.portfolio_id)!.push({ stockId: r.stock_id, type: r.transaction_type, shares: r.shares, price: r.price });
  return byPortfolio;
}

/**
 * Uninvested cash: the value after the latest cash transaction (zero before the first). One
 * backward index step per portfolio, however long its ledger.
 */
export async function cashOf(db: Queryable, portfolioIds: readonly string[]): Promise<Map<string, string>> {
  const rows = portfolioIds.length
    ? await db.query<{ portfolio_id: string; cash_value: string }>(
        `SELECT p.id AS portfolio_id, c.cash_value::text AS cash_value FROM unnest($1::uuid[]) AS p(id)
           JOIN LATERAL (SELECT cash_value FROM portfolio_cash_transactions WHERE portfolio_id = p.id ORDER BY seq DESC LIMIT 1) c ON true`,
        [portfolioIds],
      )
    : [];
  const cash = new Map<string, string>(portfolioIds.map((id) => [id, '0']));
  for (const r of rows) cash.set(r.portfolio_id, r.cash_value);
  return cash;
}

export type NewStockTransaction = {
  portfolioId: string;
  stockId: string;
  type: TransactionType;
  shares: number;
  price: string;
  cost: string;
  buyingDate: string | null;
  cashFlow: boolean;
  isDowngradeSale: boolean;
};

export async function insertStockTransaction(tx: Queryable, t: NewStockTransaction): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO portfolio_stock_transactions (id, portfolio_id, stock_id, transaction_type, shares, price, cost, buying_date, cash_flow, is_downgrade_sale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [id, t.portfolioId, t.stockId, t.type, t.shares, t.price, t.cost, t.buyingDate, t.cashFlow, t.isDowngradeSale],
  );
  await bumpLedgerVersion(tx, t.portfolioId);
  return id;
}

/** Marks the stock ledger changed; callers hold the portfolio row's lock. */
async function bumpLedgerVersion(tx: Queryable, portfolioId: string): Promise<void> {
  await tx.query(`UPDATE portfolios SET ledger_version = ledger_version + 1 WHERE id = $1`, [portfolioId]);
}

export type CashOperation = 'BUY' | 'SELL' | 'EDIT';

export async function insertCashTransaction(
  tx: Queryable,
  c: { portfolioId: string; type: CashOperation; previous: string; next: string; stockId: string | null },
): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO portfolio_cash_transactions (id, portfolio_id, operation_type, previous_cash_value, cash_value, stock_id) VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, c.portfolioId, c.type, c.previous, c.next, c.stockId],
  );
  return id;
}

/** Removes a holding: every buy and sale of the stock in the portfolio; the cash ledger keeps its history. */
export async function deleteStockTransactions(tx: Queryable, portfolioId: string, stockId: string): Promise<number> {
  const removed = (
    await tx.query(`DELETE FROM portfolio_stock_transactions WHERE portfolio_id = $1 AND stock_id = $2 RETURNING id`, [
      portfolioId,
      stockId,
    ])
  ).length;
  if (removed) await bumpLedgerVersion(tx, portfolioId);
  return removed;
}

export type StockTransactionRow = {
  id: string;
  stock_id: string;
  transaction_type: TransactionType;
  shares: number;
  price: string;
  cost: string;
  buying_date: string | null;
  cash_flow: boolean;
  is_downgrade_sale: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

const stockTxColumns = `id, stock_id, transaction_type, shares, price::text AS price, cost::text AS cost, buying_date::text AS buying_date, cash_flow, is_downgrade_sale, created_at, updated_at`;

/** Newest first; without paging when size is undefined. */
export async function stockTransactions(
  db: Queryable,
  portfolioId: string,
  paging?: { page: number; size: number },
): Promise<{ rows: StockTransactionRow[]; total: number }> {
  const limit = paging ? `LIMIT ${paging.size} OFFSET ${(paging.page - 1) * paging.size}` : '';
  const rows = await db.query<StockTransactionRow>(
    `SELECT ${stockTxColumns} FROM portfolio_stock_transactions WHERE portfolio_id = $1 ORDER BY seq DESC ${limit}`,
    [portfolioId],
  );
  const total = paging
    ? (
        await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM portfolio_stock_transactions WHERE portfolio_id = $1`, [portfolioId])
      )[0]!.n
    : rows.length;
  return { rows, total };
}

export async function stockTransactionsByIds(db: Queryable, ids: readonly string[]): Promise<StockTransactionRow[]> {
  return db.query<StockTransactionRow>(`SELECT ${stockTxColumns} FROM portfolio_stock_transactions WHERE id = ANY($1) ORDER BY seq`, [ids]);
}

export type CashTransactionRow = {
  id: string;
  operation_type: CashOperation;
  previous_cash_value: string;
  cash_value: string;
  stock_id: string | null;
  created_at: Date | string;
};

const cashTxColumns = `id, operation_type, previous_cash_value::text AS previous_cash_value, cash_value::text AS cash_value, stock_id, created_at`;

export async function cashTransactions(
  db: Queryable,
  portfolioId: string,
  paging: { page: number; size: number },
): Promise<{ rows: CashTransactionRow[]; total: number }> {
  const rows = await db.query<CashTransactionRow>(
    `SELECT ${cashTxColumns} FROM portfolio_cash_transactions WHERE portfolio_id = $1 ORDER BY seq DESC LIMIT $2 OFFSET $3`,
    [portfolioId, paging.size, (paging.page - 1) * paging.size],
  );
  const total = (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM portfolio_cash_transactions WHERE portfolio_id = $1`, [portfolioId])
  )[0]!.n;
  return { rows, total };
}

export async function cashTransactionById(db: Queryable, id: string): Promise<CashTransactionRow> {
  return (await db.query<CashTransactionRow>(`SELECT ${cashTxColumns} FROM portfolio_cash_transactions WHERE id = $1`, [id]))[0]!;
}

/**
 * The CAN_ permissions of the user's plan in force now, read from the subscriptions rather than
 * the token: a plan changed minutes ago (a downgrade, an admin move) applies at once.
 */
export async function currentPermissions(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ permission: string }>(
    `SELECT pp.permission FROM package_permissions pp JOIN packages pk ON pk.id = pp.package_id
      WHERE pk.slug = COALESCE((
        SELECT p.slug FROM subscriptions s JOIN package_prices pr ON pr.id = s.package_price_id JOIN packages p ON p.id = pr.package_id
         WHERE s.user_id = $1 AND s.status = 'ACTIVE' AND s.started_at <= now() AND (s.ended_at IS NULL OR s.ended_at > now()) LIMIT 1), 'BASIC')`,
    [userId],
  );
  return rows.map((r) => r.permission);
}

export async function favoriteColumns(db: Queryable, userId: string): Promise<string[] | undefined> {
  return (await db.query<{ columns: string[] }>(`SELECT columns FROM portfolio_favorite_columns WHERE user_id = $1`, [userId]))[0]?.columns;
}

export async function saveFavoriteColumns(db: Queryable, userId: string, columns: readonly string[]): Promise<void> {
  await db.query(
    `INSERT INTO portfolio_favorite_columns (user_id, columns, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id) DO UPDATE SET columns = EXCLUDED.columns, updated_at = now()`,
    [userId, columns],
  );
}
