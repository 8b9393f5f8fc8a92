import { bigint, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { markets } from './markets.ts';
import { sectors } from './sectors.ts';

export const stocks = pgTable(
  'stocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    symbolCode: text('symbol_code').notNull().unique(),
    companyNameAr: text('company_name_ar').notNull(),
    companyNameEn: text('company_name_en').notNull(),
    shortNameAr: text('short_name_ar').notNull(),
    shortNameEn: text('short_name_en').notNull(),
    /** Names in both languages folded for search (see platform/arabic-search). */
    searchText: text('search_text').notNull(),
    logo: text('logo'),
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id),
    sectorId: uuid('sector_id')
      .notNull()
      .references(() => sectors.id),
    listingDate: date('listing_date'),
    sharesOutstanding: bigint('shares_outstanding', { mode: 'number' }).notNull(),
    freeFloatRatio: numeric('free_float_ratio', { precision: 6, scale: 4 }).notNull(),
    nominalValue: numeric('nominal_value', { precision: 12, scale: 2 }).notNull().default('10'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stocks_market_idx').on(t.marketId), index('stocks_sector_idx').on(t.sectorId)],
);

/** Fundamentals behind the valuation ratios; later issues add full statements beside this. */
export const stockFundamentals = pgTable('stock_fundamentals', {
  stockId: uuid('stock_id')
    .primaryKey()
    .references(() => stocks.id, { onDelete: 'cascade' }),
  asOf: date('as_of').notNull(),
  epsTtm: numeric('eps_ttm', { precision: 14, scale: 4 }),
  bookValuePerShare: numeric('book_value_per_share', { precision: 14, scale: 4 }),
});
