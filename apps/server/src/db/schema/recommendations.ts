import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stocks } from './stocks.ts';
import { bytea } from './column-types.ts';

/**
 * Analyst recommendations (spec §3 Capital expectation, Lookups: research firms). A firm's logo is
 * its uploaded image, else a generated monogram. A report row without a body is drawn from its
 * recommendation on request; an upload puts the file's bytes in its language's row.
 */

const ratingCheck = (column: unknown) =>
  sql`${column} in ('BUYING', 'SELLING', 'NEUTRAL', 'RETENTION', 'REVIEW', 'COVERAGE_START', 'INCREASE_POSITIONS', 'DECREASE_POSITIONS', 'GATHERING')`;

export const researchFirms = pgTable('research_firms', {
  id: uuid('id').primaryKey().defaultRandom(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  logo: bytea('logo'),
  logoContentType: text('logo_content_type'),
  /** Part of the logo's address, so a new upload is a new URL for every cache. */
  logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const capitalExpectations = pgTable(
  'capital_expectations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    researchFirmId: uuid('research_firm_id')
      .notNull()
      .references(() => researchFirms.id, { onDelete: 'cascade' }),
    ratingDate: date('rating_date').notNull(),
    prevRating: text('prev_rating'),
    rating: text('rating').notNull(),
    ratingPrice: numeric('rating_price', { precision: 14, scale: 2 }).notNull(),
    targetPrice: numeric('target_price', { precision: 14, scale: 2 }).notNull(),
    changeValue: numeric('change_value', { precision: 14, scale: 2 }).notNull(),
    changeRatio: numeric('change_ratio', { precision: 10, scale: 2 }).notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first for the unfiltered list, and under each filter the list offers.
    index('capital_expectations_date').on(t.ratingDate.desc(), t.id),
    index('capital_expectations_stock_date').on(t.stockId, t.ratingDate.desc()),
    index('capital_expectations_firm_date').on(t.researchFirmId, t.ratingDate.desc()),
    index('capital_expectations_rating_date').on(t.rating, t.ratingDate.desc()),
    check('capital_expectations_rating', ratingCheck(t.rating)),
    check('capital_expectations_prev_rating', sql`${t.prevRating} is null or ${ratingCheck(t.prevRating)}`),
    check('capital_expectations_prices', sql`${t.ratingPrice} > 0 and ${t.targetPrice} > 0`),
  ],
);

export const capitalExpectationReports = pgTable(
  'capital_expectation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expectationId: uuid('expectation_id')
      .notNull()
      .references(() => capitalExpectations.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    /** The uploaded file; null while the report is the generated one. */
    body: bytea('body'),
    contentType: text('content_type'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('capital_expectation_reports_language').on(t.expectationId, t.language),
    check('capital_expectation_reports_language_check', sql`${t.language} in ('ar', 'en')`),
  ],
);
