import { z } from 'zod';
import { guidSchema, pageNumberSchema, pageOf } from './common.ts';

export const fundTodayPointsSchema = z.object({
  valuation_date: z.iso.date(),
  nav_per_unit: z.number(),
  /** Change of the NAV per unit since the last valuation of the previous year, in percent. */
  ytd_change: z.number().nullable(),
  change_ratio: z.number().nullable(),
  assets_under_management: z.number(),
  return_since_inception: z.number().nullable(),
});
export type FundTodayPoints = z.infer<typeof fundTodayPointsSchema>;

export const fundSchema = z.object({
  guid: guidSchema,
  code: z.string(),
  name: z.string(),
  fund_manager: z.string(),
  category: z.string(),
  shariah_compliant: z.boolean(),
  objective: z.string(),
  currency: z.string(),
  management_fees: z.number(),
  subscription_fees: z.number(),
  min_subscription: z.number(),
  risk_level: z.enum(['LOW', 'MEDIUM', 'HIGH']),
  valuation_days: z.string(),
  inception_date: z.iso.date(),
  is_favorite: z.boolean(),
  today_points: fundTodayPointsSchema.nullable(),
});
export type Fund = z.infer<typeof fundSchema>;
export const fundListSchema = pageOf(fundSchema);
export type FundList = z.infer<typeof fundListSchema>;

export const fundListQuerySchema = z.object({
  page: pageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
  only_favourite: z.enum(['true', 'false']).optional(),
});
export type FundListQuery = z.infer<typeof fundListQuerySchema>;

export const fundPeriods = ['week', 'month', 'three_months', 'year', 'three_years', 'five_years'] as const;
export const fundPointsQuerySchema = z.object({ period: z.enum(fundPeriods).default('year') });
export type FundPointsQuery = z.infer<typeof fundPointsQuerySchema>;

export const fundPointSchema = z.object({
  valuation_date: z.iso.date(),
  nav_per_unit: z.number(),
  change_ratio: z.number().nullable(),
  ytd_change: z.number().nullable(),
  assets_under_management: z.number(),
});
export type FundPoint = z.infer<typeof fundPointSchema>;
export const fundPointsSchema = z.object({ period: z.enum(fundPeriods), items: z.array(fundPointSchema) });
export type FundPoints = z.infer<typeof fundPointsSchema>;

export const fundGuidParamsSchema = z.object({ guid: guidSchema });
export const addFavoriteFundSchema = z.object({ guid: guidSchema });
