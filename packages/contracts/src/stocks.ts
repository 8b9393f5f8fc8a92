import { z } from 'zod';
import { guidSchema, namedRefSchema, pageNumberSchema, pageOf } from './common.ts';
import { shareholderTypeSchema } from './company.ts';

export const stockLivePointsSchema = z.object({
  price: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  change_value: z.number(),
  change_ratio: z.number(),
  trade_volume: z.number(),
  trade_value: z.number(),
  trade_date: z.iso.date(),
  datetime: z.iso.datetime({ offset: true }),
});
export type StockLivePoints = z.infer<typeof stockLivePointsSchema>;

/** Figures derived from the daily history as of the last close. */
export const stockTodayPointsSchema = z.object({
  trade_date: z.iso.date(),
  close: z.number(),
  change_value: z.number(),
  change_ratio: z.number(),
  trade_volume: z.number(),
  trade_value: z.number(),
  trade_count: z.number().int(),
  return_last_week: z.number().nullable(),
  return_value_last_week: z.number().nullable(),
  return_last_month: z.number().nullable(),
  return_value_last_month: z.number().nullable(),
  return_last_year: z.number().nullable(),
  return_value_last_year: z.number().nullable(),
  fifty_two_week_high: z.number(),
  fifty_two_week_low: z.number(),
  daily_market_capitalization: z.number(),
  basic_earnings_per_share_ttm: z.number().nullable(),
  daily_price_to_earnings: z.number().nullable(),
  book_value_per_share_ttm: z.number().nullable(),
  daily_price_to_book_value: z.number().nullable(),
});
export type StockTodayPoints = z.infer<typeof stockTodayPointsSchema>;

export const stockSectorSchema = namedRefSchema.extend({ parent: namedRefSchema.nullable() });

export const stockListItemSchema = z.object({
  guid: guidSchema,
  company_name: z.string(),
  short_name: z.string(),
  symbol_code: z.string(),
  logo: z.string().nullable(),
  market: namedRefSchema.extend({ code: z.string() }),
  sector: stockSectorSchema,
  listing_date: z.iso.date().nullable(),
  is_favorite: z.boolean(),
  today_live_points: stockLivePointsSchema.nullable(),
  today_points: stockTodayPointsSchema.nullable(),
});
export type StockListItem = z.infer<typeof stockListItemSchema>;

export const stockListSchema = pageOf(stockListItemSchema);
export type StockList = z.infer<typeof stockListSchema>;

/** Fields a stock list can be ordered by; a leading '-' means descending. */
export const stockOrderFields = [
  'symbol_code',
  'short_name',
  'company_name',
  'price',
  'change_value',
  'change_ratio',
  'trade_volume',
  'trade_value',
  'market_cap',
  'listing_date',
] as const;
export type StockOrderField = (typeof stockOrderFields)[number];
const orderValues = [...stockOrderFields, ...stockOrderFields.map((f) => `-${f}` as const)] as const;

export const stockListQuerySchema = z.object({
  page: pageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
  sector: guidSchema.optional(),
  market_guid: guidSchema.optional(),
  order_by: z.enum(orderValues).optional(),
});
export type StockListQuery = z.infer<typeof stockListQuerySchema>;

export const stockGuidParamsSchema = z.object({ guid: guidSchema });

/** The stock page's header and overview: the list item plus its year-to-date change and share data. */
export const stockDetailSchema = stockListItemSchema.extend({
  ytd_change_value: z.number().nullable(),
  ytd_change_ratio: z.number().nullable(),
  /** The close of the session before the one the price belongs to (what the change is measured from). */
  previous_close: z.number().nullable(),
  /**
   * free_float_ratio is a fraction (0.75 = 75%), unlike the percent figures elsewhere. Registered
   * capital is shares × nominal value (SAR); paid_value (SAR per share) is null until the company's
   * profile is published.
   */
  profile: z.object({
    nominal_value: z.number(),
    shares: z.number(),
    free_float_ratio: z.number(),
    registered_capital: z.number(),
    paid_value: z.number().nullable(),
  }),
  /** The current major holders (§3), largest first. */
  stock_shareholder: z.array(
    z.object({
      name: z.string(),
      type: shareholderTypeSchema,
      number_of_shares: z.number().int(),
      /** Percent (12.5 = 12.5%). */
      current_percentage: z.number(),
    }),
  ),
});
export type StockDetail = z.infer<typeof stockDetailSchema>;

export const stockPeriods = ['day', 'week', 'month', 'three_months', 'year', 'three_years', 'five_years'] as const;
export const stockPointsQuerySchema = z.object({ period: z.enum(stockPeriods).default('week') });

/** A session (or, for `day`, a tick) of a stock's chart. */
export const pricePointSchema = z.object({
  trade_date: z.iso.date(),
  datetime: z.iso.datetime({ offset: true }),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  change_value: z.number(),
  change_ratio: z.number(),
  trade_volume: z.number(),
  trade_value: z.number(),
  daily_price_to_earnings: z.number().nullable(),
  daily_price_to_book_value: z.number().nullable(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;
export const stockPointsSchema = z.object({ period: z.enum(stockPeriods), items: z.array(pricePointSchema) });
export type StockPoints = z.infer<typeof stockPointsSchema>;

/** Market-movement lists of the home page. */
export const movements = ['HIGHEST', 'LOWEST', 'MOST_ACTIVE_VOLUME', 'MOST_ACTIVE_VALUE'] as const;
export const movementSchema = z.enum(movements);
export type Movement = z.infer<typeof movementSchema>;
export const movementQuerySchema = z.object({
  movement: movementSchema,
  market_guid: guidSchema.optional(),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const movementListSchema = z.object({ movement: movementSchema, items: z.array(stockListItemSchema) });
export type MovementList = z.infer<typeof movementListSchema>;

/** A favourite wraps the stock it points at; its guid is the stock's. */
export const favoriteStockSchema = z.object({ guid: guidSchema, created_at: z.iso.datetime({ offset: true }), stock: stockListItemSchema });
export type FavoriteStock = z.infer<typeof favoriteStockSchema>;
export const favoriteStockListSchema = pageOf(favoriteStockSchema);
export const favoriteStockQuerySchema = z.object({
  page: pageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(25),
  market_guid: guidSchema.optional(),
});
export const addFavoriteStockSchema = z.object({ stock_guid: guidSchema });
