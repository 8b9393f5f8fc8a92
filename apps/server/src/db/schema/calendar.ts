import { boolean, date, pgTable, primaryKey, text, time, uuid } from 'drizzle-orm/pg-core';
import { markets } from './markets.ts';

/** Weekdays the exchange is closed (Eid closures, Founding Day, National Day). Kept as data. */
export const tradingHolidays = pgTable('trading_holidays', {
  date: date('date').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Per-day overrides of a market's session set by an administrator (unscheduled closures, short days). */
export const marketDayOverrides = pgTable(
  'market_day_overrides',
  {
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    isOpen: boolean('is_open').notNull(),
    sessionStart: time('session_start'),
    sessionEnd: time('session_end'),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.date] })],
);
