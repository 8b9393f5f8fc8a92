import { z } from 'zod';
import { guidSchema, namedRefSchema, pageOf } from './common.ts';

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
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
  sector: guidSchema.optional(),
  market_guid: guidSchema.optional(),
  order_by: z.enum(orderValues).optional(),
});
export type StockListQuery = z.infer<typeof stockListQuerySchema>;
