import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stocks } from './stocks.ts';
import { bytea } from './column-types.ts';

/**
 * Company data of the stock page (spec §3 Stock profile, Board member record, Shareholder record,
 * Shariah record, Dividend; capital changes). Shares and nominal value stay on `stocks`; the
 * profile holds what only the company page shows. `is_demo` marks rows the demo generator wrote,
 * so an administrator's edits (false) are told apart from invented figures.
 */

/** A localised name as both languages (auditors, addresses). */
export type LocalisedName = { ar: string; en: string };

export const stockProfiles = pgTable('stock_profiles', {
  stockId: uuid('stock_id')
    .primaryKey()
    .references(() => stocks.id, { onDelete: 'cascade' }),
  informationAr: text('information_ar').notNull(),
  informationEn: text('information_en').notNull(),
  restrictionsAr: text('restrictions_ar').notNull(),
  restrictionsEn: text('restrictions_en').notNull(),
  website: text('website'),
  email: text('email'),
  phone: text('phone'),
  addressAr: text('address_ar'),
  addressEn: text('address_en'),
  /** SAR paid in by shareholders. */
  contributedCapital: numeric('contributed_capital', { precision: 20, scale: 2 }).notNull(),
  /** SAR paid per share. */
  paidValue: numeric('paid_value', { precision: 12, scale: 2 }).notNull(),
  establishmentDate: date('establishment_date'),
  fyEndMonth: smallint('fy_end_month').notNull().default(12),
  fyEndDay: smallint('fy_end_day').notNull().default(31),
  auditors: jsonb('auditors').$type<LocalisedName[]>().notNull().default([]),
  isin: text('isin').notNull(),
  employees: integer('employees'),
  isDemo: boolean('is_demo').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One board member's holding as of `date`; a member's newer record supersedes the older (is_current false). */
export const boardRecords = pgTable(
  'board_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    /** The person, stable across their records. */
    memberId: uuid('member_id').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    position: text('position', { enum: ['CHAIRMAN', 'VICE_CHAIRMAN', 'MANAGING_DIRECTOR', 'MEMBER', 'INDEPENDENT_MEMBER'] }).notNull(),
    shares: bigint('shares', { mode: 'number' }).notNull(),
    percentage: numeric('percentage', { precision: 12, scale: 6 }).notNull(),
    prevPercentage: numeric('prev_percentage', { precision: 12, scale: 6 }),
    date: date('date').notNull(),
    isCurrent: boolean('is_current').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('board_records_stock_idx').on(t.stockId, t.isCurrent, t.date)],
);

/** A major holder's position as of `date`; `is_shareholder` false: a superseded or ended holding. */
export const shareholderRecords = pgTable(
  'shareholder_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    holderId: uuid('holder_id').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    type: text('type', {
      enum: ['GOVERNMENT', 'INVESTMENT_FUND', 'FAMILY', 'INDIVIDUAL', 'COMPANY', 'FOREIGN_INVESTOR', 'PUBLIC'],
    }).notNull(),
    shares: bigint('shares', { mode: 'number' }).notNull(),
    percentage: numeric('percentage', { precision: 9, scale: 4 }).notNull(),
    prevPercentage: numeric('prev_percentage', { precision: 9, scale: 4 }),
    commentAr: text('comment_ar'),
    commentEn: text('comment_en'),
    isShareholder: boolean('is_shareholder').notNull(),
    date: date('date').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('shareholder_records_stock_idx').on(t.stockId, t.isShareholder, t.date)],
);

export const shariahRecords = pgTable(
  'shariah_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['ALRAJHI', 'ALINMA', 'ALBILAD', 'ALMAQASSED', 'ALJAZIRA'] }).notNull(),
    /** A §3 status value; unknown values from a provider are kept as they came. */
    status: text('status').notNull(),
    date: date('date').notNull(),
    /** SAR per share to purify; only some providers publish one. */
    cleaningAmount: numeric('cleaning_amount', { precision: 12, scale: 6 }),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [uniqueIndex('shariah_records_stock_provider_date').on(t.stockId, t.provider, t.date)],
);

export const dividends = pgTable(
  'dividends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    /** SAR per share. */
    amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
    announcementDate: date('announcement_date').notNull(),
    /** Eligibility date. */
    dueDate: date('due_date').notNull(),
    distributionDate: date('distribution_date'),
    way: text('way', { enum: ['BANK_TRANSFER', 'INVESTMENT_ACCOUNT', 'CHEQUE'] }).notNull(),
    year: smallint('year').notNull(),
    period: text('period', { enum: ['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'H2', 'ANNUAL'] }).notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    index('dividends_stock_due_idx').on(t.stockId, t.dueDate),
    uniqueIndex('dividends_stock_year_period').on(t.stockId, t.year, t.period),
  ],
);

export const capitalChanges = pgTable(
  'capital_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['RIGHTS_ISSUE', 'BONUS_SHARES', 'CAPITAL_REDUCTION', 'STOCK_SPLIT'] }).notNull(),
    announcementDate: date('announcement_date').notNull(),
    effectiveDate: date('effective_date').notNull(),
    sharesBefore: bigint('shares_before', { mode: 'number' }).notNull(),
    sharesAfter: bigint('shares_after', { mode: 'number' }).notNull(),
    /** SAR per new share for a rights issue. */
    offerPrice: numeric('offer_price', { precision: 12, scale: 2 }),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('capital_changes_stock_idx').on(t.stockId, t.effectiveDate)],
);

/** Earnings per share of each financial year, behind the dividends table's EPS and P/E. */
export const stockAnnualEarnings = pgTable(
  'stock_annual_earnings',
  {
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    eps: numeric('eps', { precision: 14, scale: 4 }).notNull(),
  },
  (t) => [uniqueIndex('stock_annual_earnings_pk').on(t.stockId, t.year)],
);

/** An uploaded logo; it replaces the generated mark. */
export const stockLogos = pgTable('stock_logos', {
  stockId: uuid('stock_id')
    .primaryKey()
    .references(() => stocks.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
