import { z } from 'zod';
import { dayInputSchema, guidSchema } from './common.ts';

/** Live figures of a market's index for the current (or last) session. */
export const marketLivePointsSchema = z.object({
  value: z.number(),
  price: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  change_value: z.number(),
  change_ratio: z.number(),
  trades_count: z.number().int(),
  trade_volume: z.number(),
  trades_value: z.number(),
  trade_date: z.iso.date(),
  datetime: z.iso.datetime({ offset: true }),
});
export type MarketLivePoints = z.infer<typeof marketLivePointsSchema>;

export const marketSchema = z.object({
  guid: guidSchema,
  /** The index code: TASI for the main market, NOMUC for the growth market. */
  code: z.string(),
  name: z.string(),
  index_name: z.string(),
  color: z.string(),
  stocks_count: z.number().int(),
  today_live_points: marketLivePointsSchema.nullable(),
});
export type Market = z.infer<typeof marketSchema>;

export const marketListSchema = z.object({
  items: z.array(marketSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type MarketList = z.infer<typeof marketListSchema>;

export const marketGuidParamsSchema = z.object({ guid: guidSchema });

/** Chart periods, by their API names. Each points call accepts the ones its screen offers. */
export const periods = ['day', 'week', 'month', 'three_months', 'year', 'three_years', 'five_years'] as const;
export const periodSchema = z.enum(periods);
export type Period = z.infer<typeof periodSchema>;
export const marketPeriods = ['day', 'week', 'month', 'three_months', 'year'] as const;

export const marketPointsQuerySchema = z.object({ period: z.enum(marketPeriods).default('week') });
export type MarketPointsQuery = z.infer<typeof marketPointsQuerySchema>;

/** One point of an index chart: a session for daily periods, a tick time for `day`. */
export const marketPointSchema = z.object({
  trade_date: z.iso.date(),
  datetime: z.iso.datetime({ offset: true }),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  value: z.number(),
  trade_volume: z.number(),
});
export type MarketPoint = z.infer<typeof marketPointSchema>;

export const marketPointsSchema = z.object({
  period: z.enum(marketPeriods),
  items: z.array(marketPointSchema),
  today_live_points: marketLivePointsSchema.nullable(),
});
export type MarketPoints = z.infer<typeof marketPointsSchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'vInvalidFormat');

/** Whether a market trades now (Asia/Riyadh), and its session hours today. */
export const marketStatusSchema = z.object({
  is_market_open: z.boolean(),
  is_market_holiday: z.boolean(),
  /** HH:MM, Riyadh time. */
  market_start_time: z.string(),
  market_end_time: z.string(),
  /** Today's date in Riyadh. */
  trade_date: z.iso.date(),
  /** The holiday's name when today is one. */
  holiday_name: z.string().nullable(),
  /** The last session that has closed (the one a closed market's figures belong to). */
  last_trade_date: z.iso.date(),
  /** When that last session closed (its end, Riyadh time, with the offset). */
  last_close_at: z.iso.datetime({ offset: true }),
  /** When the next session that has not begun opens; null where the demo market never closes. */
  next_open_at: z.iso.datetime({ offset: true }).nullable(),
});
export type MarketStatus = z.infer<typeof marketStatusSchema>;

/** An administrator's override of one day: closed, or open with (possibly shorter) hours. */
export const marketStatusPatchSchema = z.object({
  date: dayInputSchema.optional(),
  is_market_open: z.boolean(),
  market_start_time: clockTime.optional(),
  market_end_time: clockTime.optional(),
});
export type MarketStatusPatch = z.infer<typeof marketStatusPatchSchema>;
