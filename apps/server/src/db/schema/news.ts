import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { markets } from './markets.ts';
import { stocks } from './stocks.ts';
import { bytea } from './column-types.ts';

/**
 * Announcements and their dated events (spec §3 Announcement, Event). Both languages are stored;
 * `search_text` is the titles and bodies of both, folded as the stock search folds Arabic (hamza
 * forms, taa marbuta, alef maqsura, diacritics) and lower-cased, and the full-text index is over
 * its `simple` tsvector, which PGlite and PostgreSQL build alike.
 */

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    topic: text('topic').notNull(),
    announcementType: text('announcement_type').notNull(),
    marketId: uuid('market_id').references(() => markets.id, { onDelete: 'set null' }),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    contentAr: text('content_ar').notNull(),
    contentEn: text('content_en').notNull(),
    searchText: text('search_text').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    headerImage: bytea('header_image'),
    headerContentType: text('header_content_type'),
    headerUpdatedAt: timestamp('header_updated_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_published').on(t.publishedAt.desc()),
    index('announcements_category_published').on(t.category, t.publishedAt.desc()),
    index('announcements_market_published').on(t.marketId, t.publishedAt.desc()),
    index('announcements_search').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
    check('announcements_type', sql`${t.announcementType} in ('NEWS', 'EVENT')`),
    check('announcements_category', sql`${t.category} in ('COMPANY', 'MARKET', 'FINANCIAL_ADVISOR')`),
  ],
);

export const announcementStocks = pgTable(
  'announcement_stocks',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.stockId] }), index('announcement_stocks_stock').on(t.stockId, t.announcementId)],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    announcementId: uuid('announcement_id').references(() => announcements.id, { onDelete: 'cascade' }),
    stockId: uuid('stock_id').references(() => stocks.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    date: date('date').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    index('events_date').on(t.date),
    index('events_stock_date').on(t.stockId, t.date),
    index('events_announcement').on(t.announcementId),
  ],
);
