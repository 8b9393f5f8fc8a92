import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stocks } from './stocks.ts';
import { bytea } from './column-types.ts';

/**
 * Financial statements and the indicators computed from them (spec §3 Financial statements,
 * Attachment, Indicator groups). A statement row holds one period's figures of one statement as
 * `{line item key: whole units}` (thousands of SAR, shares, or halalas per share, as the family's
 * template says), so a company's twelve years load in one indexed read. Indicators are computed
 * when statements change (and the price-based ones at each close) and stored as decimal strings.
 */

/** One per company with statements: its template family, and a version bumped on every change. */
export const financialBooks = pgTable(
  'financial_books',
  {
    stockId: uuid('stock_id')
      .primaryKey()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    version: integer('version').notNull().default(1),
    isDemo: boolean('is_demo').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('financial_books_family', sql`${t.family} in ('ordinary', 'bank', 'insurance', 'reit')`)],
);

export const financialStatements = pgTable(
  'financial_statements',
  {
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    statement: text('statement').notNull(),
    year: smallint('year').notNull(),
    period: text('period').notNull(),
    endDate: date('end_date').notNull(),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.stockId, t.statement, t.year, t.period] }),
    check('financial_statements_statement', sql`${t.statement} in ('income_statement', 'balance_sheet', 'cash_flow')`),
    check('financial_statements_period', sql`${t.period} in ('ANNUAL', 'H1', 'H2', 'Q1', 'Q2', 'Q3', 'Q4')`),
  ],
);

/**
 * Stored indicators of one company and period. `CURRENT` is the last twelve months at the last
 * close (recomputed at each close); the others use the close of the period's last trading day.
 */
export const stockIndicators = pgTable(
  'stock_indicators',
  {
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    period: text('period').notNull(),
    endDate: date('end_date').notNull(),
    /** SAR: the close the price-based indicators use; null when the product has no price for the day. */
    price: numeric('price', { precision: 14, scale: 4 }),
    priceDate: date('price_date'),
    values: jsonb('values').$type<Record<string, string | null>>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.stockId, t.year, t.period] }),
    check('stock_indicators_period', sql`${t.period} in ('ANNUAL', 'H1', 'H2', 'Q1', 'Q2', 'Q3', 'Q4', 'CURRENT')`),
  ],
);

/**
 * Uploaded report files (spec §3 Attachment). The demo's statement PDFs are not rows: they are drawn
 * from the stored statements when asked for, until an upload of the same period, type and language
 * replaces them.
 */
export const financialAttachments = pgTable(
  'financial_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    period: text('period').notNull(),
    date: date('date').notNull(),
    attachmentType: text('attachment_type').notNull(),
    language: text('language').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('financial_attachments_slot').on(t.stockId, t.year, t.period, t.attachmentType, t.language),
    index('financial_attachments_stock').on(t.stockId, t.date),
    check('financial_attachments_type', sql`${t.attachmentType} in ('FINANCIAL_STATEMENT', 'BOARD_REPORTS', 'INVESTOR_PRESENTATION')`),
    check('financial_attachments_language', sql`${t.language} in ('ar', 'en')`),
  ],
);
