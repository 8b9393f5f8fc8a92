import { bigint, date, index, integer, numeric, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { markets } from './markets.ts';
import { stocks } from './stocks.ts';

const priceCols = {
  open: numeric('open', { precision: 14, scale: 2 }).notNull(),
  high: numeric('high', { precision: 14, scale: 2 }).notNull(),
  low: numeric('low', { precision: 14, scale: 2 }).notNull(),
  close: numeric('close', { precision: 14, scale: 2 }).notNull(),
  prevClose: numeric('prev_close', { precision: 14, scale: 2 }).notNull(),
  volume: bigint('volume', { mode: 'number' }).notNull(),
  value: numeric('value', { precision: 20, scale: 2 }).notNull(),
  trades: integer('trades').notNull(),
};

/** One row per stock and trading day; the history behind every chart and derived figure. */
export const stockPricePoints = pgTable(
  'stock_price_points',
  {
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    tradeDate: date('trade_date').notNull(),
    ...priceCols,
  },
  (t) => [primaryKey({ columns: [t.stockId, t.tradeDate] })],
);

/** One row per market index and trading day, computed from the constituents. */
export const indexPoints = pgTable(
  'index_points',
  {
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    tradeDate: date('trade_date').notNull(),
    ...priceCols,
  },
  (t) => [primaryKey({ columns: [t.marketId, t.tradeDate] })],
);

/** Ticks within a session, written by the market feed (kept for the day chart). */
export const stockIntradayPoints = pgTable(
  'stock_intraday_points',
  {
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    value: numeric('value', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.stockId, t.at] })],
);

export const indexIntradayPoints = pgTable(
  'index_intraday_points',
  {
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    tradedValue: numeric('traded_value', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.at] }), index('index_intraday_at_idx').on(t.at)],
);
