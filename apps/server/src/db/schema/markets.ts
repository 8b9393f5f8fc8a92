import { integer, pgTable, text, time, timestamp, uuid, numeric } from 'drizzle-orm/pg-core';

/** The exchange's markets: the main market (index TASI) and the growth market Nomu (index NOMUC). */
export const markets = pgTable('markets', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['main', 'nomu'] }).notNull(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  indexNameAr: text('index_name_ar').notNull(),
  indexNameEn: text('index_name_en').notNull(),
  color: text('color').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Daily price limit as a fraction of the previous close (0.10 main, 0.30 Nomu). */
  priceLimit: numeric('price_limit', { precision: 5, scale: 4 }).notNull(),
  /** Continuous-session times, Asia/Riyadh. */
  sessionStart: time('session_start').notNull().default('10:00'),
  sessionEnd: time('session_end').notNull().default('15:00'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
