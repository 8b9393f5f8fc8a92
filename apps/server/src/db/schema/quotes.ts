import { bigint, date, integer, numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { markets } from './markets.ts';
import { stocks } from './stocks.ts';

/**
 * The current session's figures per stock (today_live_points): one row each, updated in place by
 * the feed, so list pages read one narrow row instead of aggregating history.
 */
export const stockQuotes = pgTable('stock_quotes', {
  stockId: uuid('stock_id')
    .primaryKey()
    .references(() => stocks.id, { onDelete: 'cascade' }),
  tradeDate: date('trade_date').notNull(),
  price: numeric('price', { precision: 14, scale: 2 }).notNull(),
  open: numeric('open', { precision: 14, scale: 2 }).notNull(),
  high: numeric('high', { precision: 14, scale: 2 }).notNull(),
  low: numeric('low', { precision: 14, scale: 2 }).notNull(),
  prevClose: numeric('prev_close', { precision: 14, scale: 2 }).notNull(),
  volume: bigint('volume', { mode: 'number' }).notNull(),
  value: numeric('value', { precision: 20, scale: 2 }).notNull(),
  trades: integer('trades').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const marketQuotes = pgTable('market_quotes', {
  marketId: uuid('market_id')
    .primaryKey()
    .references(() => markets.id, { onDelete: 'cascade' }),
  tradeDate: date('trade_date').notNull(),
  value: numeric('value', { precision: 14, scale: 2 }).notNull(),
  open: numeric('open', { precision: 14, scale: 2 }).notNull(),
  high: numeric('high', { precision: 14, scale: 2 }).notNull(),
  low: numeric('low', { precision: 14, scale: 2 }).notNull(),
  prevClose: numeric('prev_close', { precision: 14, scale: 2 }).notNull(),
  volume: bigint('volume', { mode: 'number' }).notNull(),
  tradedValue: numeric('traded_value', { precision: 20, scale: 2 }).notNull(),
  trades: integer('trades').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** An index's session figures, as the markets' reads and the feed both select them. */
export const marketQuoteFigures = {
  value: marketQuotes.value,
  open: marketQuotes.open,
  high: marketQuotes.high,
  low: marketQuotes.low,
  prevClose: marketQuotes.prevClose,
  volume: marketQuotes.volume,
  tradedValue: marketQuotes.tradedValue,
  trades: marketQuotes.trades,
};

/**
 * Figures derived from the daily history as of the last close (today_points): recomputed when a
 * session closes, not on the request path.
 */
export const stockTodayPoints = pgTable('stock_today_points', {
  stockId: uuid('stock_id')
    .primaryKey()
    .references(() => stocks.id, { onDelete: 'cascade' }),
  tradeDate: date('trade_date').notNull(),
  close: numeric('close', { precision: 14, scale: 2 }).notNull(),
  changeValue: numeric('change_value', { precision: 14, scale: 2 }).notNull(),
  changeRatio: numeric('change_ratio', { precision: 10, scale: 2 }).notNull(),
  tradeVolume: bigint('trade_volume', { mode: 'number' }).notNull(),
  tradeValue: numeric('trade_value', { precision: 20, scale: 2 }).notNull(),
  tradeCount: integer('trade_count').notNull(),
  returnLastWeek: numeric('return_last_week', { precision: 10, scale: 2 }),
  returnValueLastWeek: numeric('return_value_last_week', { precision: 14, scale: 2 }),
  returnLastMonth: numeric('return_last_month', { precision: 10, scale: 2 }),
  returnValueLastMonth: numeric('return_value_last_month', { precision: 14, scale: 2 }),
  returnLastYear: numeric('return_last_year', { precision: 10, scale: 2 }),
  returnValueLastYear: numeric('return_value_last_year', { precision: 14, scale: 2 }),
  fiftyTwoWeekHigh: numeric('fifty_two_week_high', { precision: 14, scale: 2 }).notNull(),
  fiftyTwoWeekLow: numeric('fifty_two_week_low', { precision: 14, scale: 2 }).notNull(),
  marketCap: numeric('market_cap', { precision: 22, scale: 2 }).notNull(),
  epsTtm: numeric('eps_ttm', { precision: 14, scale: 4 }),
  priceToEarnings: numeric('price_to_earnings', { precision: 14, scale: 2 }),
  bookValuePerShare: numeric('book_value_per_share', { precision: 14, scale: 4 }),
  priceToBook: numeric('price_to_book', { precision: 14, scale: 2 }),
});
