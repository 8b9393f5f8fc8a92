import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cashOperationTypes, portfolioTypes, transactionTypes } from '@sahm/contracts/portfolio';
import { users } from './accounts.ts';
import { capitalChanges, dividends } from './companies.ts';
import { stocks } from './stocks.ts';

/**
 * A virtual portfolio. Holdings and cash are not stored here: they are derived from the two
 * ledgers below, and this row is what a write locks (FOR UPDATE) so concurrent buys queue.
 */
export const portfolios = pgTable(
  'portfolios',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: portfolioTypes }).notNull().default('STANDARD'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Moves with every write to the stock ledger (under the row lock), so a reader knows from this
     * row alone whether positions it folded earlier still hold.
     */
    ledgerVersion: integer('ledger_version').notNull().default(0),
    /**
     * Dividends and corporate actions are applied through this day, at this ledger version and
     * this version of the companies' events (see the portfolios module's settle): a read settles
     * again only when one of them has moved.
     */
    settledOn: date('settled_on'),
    settledVersion: integer('settled_version'),
    settledEvents: text('settled_events'),
  },
  (t) => [
    index('portfolios_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('portfolios_one_default_key')
      .on(t.userId)
      .where(sql`is_default`),
  ],
);

/**
 * A file of trades imported into a portfolio in one step: its rows carry its id, so the undo
 * removes exactly them. `undoneAt` is set by the undo (the record stays, for the list).
 */
export const portfolioImports = pgTable(
  'portfolio_imports',
  {
    id: uuid('id').primaryKey(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    buys: integer('buys').notNull(),
    sells: integer('sells').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('portfolio_imports_portfolio_idx').on(t.portfolioId, t.createdAt)],
);

/** The cash ledger: every change of uninvested cash with the value before and after. */
export const portfolioCashTransactions = pgTable(
  'portfolio_cash_transactions',
  {
    id: uuid('id').primaryKey(),
    /** Total order within a portfolio; created_at may tie inside one transaction. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    operationType: text('operation_type', { enum: cashOperationTypes }).notNull(),
    previousCashValue: numeric('previous_cash_value', { precision: 18, scale: 2 }).notNull(),
    cashValue: numeric('cash_value', { precision: 18, scale: 2 }).notNull(),
    stockId: uuid('stock_id').references(() => stocks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * DIVIDEND: the dividend credited, the shares it was paid on, and its distribution date. A buy
     * back-dated before the record date adds a further credit of the same dividend (see settle.ts).
     */
    dividendId: uuid('dividend_id').references(() => dividends.id, { onDelete: 'set null' }),
    shares: integer('shares'),
    effectiveDate: date('effective_date'),
    /** The file import that wrote this row (a dividend the imported shares were owed then), for its undo. */
    importId: uuid('import_id').references(() => portfolioImports.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('portfolio_cash_transactions_portfolio_idx').on(t.portfolioId, t.seq),
    check('portfolio_cash_not_negative', sql`cash_value >= 0`),
    index('portfolio_cash_transactions_dividend_idx')
      .on(t.portfolioId, t.dividendId)
      .where(sql`dividend_id IS NOT NULL`),
  ],
);

/** The stock ledger: buys and sales at their price; holdings are folded from it. */
export const portfolioStockTransactions = pgTable(
  'portfolio_stock_transactions',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    transactionType: text('transaction_type', { enum: transactionTypes }).notNull(),
    shares: integer('shares').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    cost: numeric('cost', { precision: 20, scale: 2 }).notNull(),
    buyingDate: date('buying_date'),
    /** Buys: paid from the portfolio's cash; sales: proceeds added to it. */
    cashFlow: boolean('cash_flow').notNull(),
    isDowngradeSale: boolean('is_downgrade_sale').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Corporate-action entries: the capital change applied (its effective date is kept in
     * buying_date; a further entry tops it up after a back-dated buy), the shares held before it
     * and the fraction of a share not issued. Rights subscriptions: the issue subscribed.
     */
    capitalChangeId: uuid('capital_change_id').references(() => capitalChanges.id, { onDelete: 'set null' }),
    heldBefore: integer('held_before'),
    fractionNotIssued: numeric('fraction_not_issued', { precision: 12, scale: 6 }),
    /** The file import that wrote this row (its trades, and what they were owed then), for its undo. */
    importId: uuid('import_id').references(() => portfolioImports.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('portfolio_stock_transactions_portfolio_idx').on(t.portfolioId, t.seq),
    check('portfolio_stock_shares_positive', sql`shares > 0`),
    index('portfolio_stock_transactions_capital_change_idx')
      .on(t.portfolioId, t.capitalChangeId)
      .where(sql`capital_change_id IS NOT NULL`),
  ],
);

/** The holdings-table columns a user chose, in master order. */
export const portfolioFavoriteColumns = pgTable('portfolio_favorite_columns', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  columns: text('columns').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
