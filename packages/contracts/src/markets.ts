import { z } from 'zod';
import { guidSchema } from './common.ts';

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
