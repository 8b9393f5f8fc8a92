import { z } from 'zod';
import { guidSchema } from './common.ts';
import { decimalStringSchema, indicatorGroupSchema, indicatorKeySchema, indicatorUnitSchema } from './indicators.ts';

/**
 * Comparisons of companies and sectors (spec §2 "Comparisons page", §3 Comparison, §7 "Screener and
 * comparisons"): the parameters (which indicators can be compared, by group, the defaults and the
 * user's favourites), the data (one row per company or sector and period) and the favourite
 * indicators kept per user.
 */

/** Most companies plus sectors in one comparison, and most indicators in one call. */
export const MAX_COMPARED_ITEMS = 20;
export const MAX_COMPARED_INDICATORS = 120;

/** The indicator the pinned toggle adds: it may be the only one compared (spec §5). */
export const MARKET_PRICE_KEY = 'market_price_per_share';

/** Yearly, half-year (H1, H2) or quarterly (Q1…Q4) figures. */
export const comparisonPeriodTypes = ['yearly', 'half_year', 'quarterly'] as const;
export const comparisonPeriodTypeSchema = z.enum(comparisonPeriodTypes);
export type ComparisonPeriodType = z.infer<typeof comparisonPeriodTypeSchema>;

/** A row's period, as the spec's comparison row types name them. */
export const comparisonRowTypes = ['Annual', 'H1', 'H2', 'Q1', 'Q2', 'Q3', 'Q4'] as const;
export const comparisonRowTypeSchema = z.enum(comparisonRowTypes);
export type ComparisonRowType = z.infer<typeof comparisonRowTypeSchema>;

/** A comma list (or a repeated parameter) of values. */
const listOf = <T extends z.ZodType<unknown, string>>(item: T, max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter(Boolean))
    .pipe(z.array(item).max(max));

/** `GET /stocks/comparisons/.config`: the stocks already chosen narrow the indicators to those their statements have. */
export const comparisonParametersQuerySchema = z.object({
  stock_guids: listOf(guidSchema, MAX_COMPARED_ITEMS).optional(),
});
export type ComparisonParametersQuery = z.infer<typeof comparisonParametersQuerySchema>;

export const comparisonIndicatorSchema = z.object({
  key: indicatorKeySchema,
  label: z.string(),
  unit: indicatorUnitSchema,
});
export type ComparisonIndicator = z.infer<typeof comparisonIndicatorSchema>;

export const comparisonParametersSchema = z.object({
  /** The indicators by the catalogue's groups, in the spec's group order; empty groups left out. */
  keys: z.array(z.object({ group: indicatorGroupSchema, label: z.string(), indicators: z.array(comparisonIndicatorSchema) })),
  /** What a new comparison starts with (the stock page's tab too). */
  defaults: z.array(indicatorKeySchema),
  /** The signed-in user's favourite indicators, in the order they were added. */
  favorites: z.array(indicatorKeySchema),
});
export type ComparisonParameters = z.infer<typeof comparisonParametersSchema>;

/**
 * `GET /stocks/comparisons`: `fields` a comma list of indicator keys (or `all`), `stocks` and
 * `sectors` comma lists of guids; `last` keeps only the latest periods of each item.
 */
export const comparisonQuerySchema = z.object({
  fields: listOf(z.union([z.literal('all'), indicatorKeySchema]), MAX_COMPARED_INDICATORS).default([]),
  stocks: listOf(guidSchema, MAX_COMPARED_ITEMS).default([]),
  sectors: listOf(guidSchema, MAX_COMPARED_ITEMS).default([]),
  period_type: comparisonPeriodTypeSchema.default('yearly'),
  last: z.coerce.number().int().min(1).max(100).optional(),
});
export type ComparisonQuery = z.infer<typeof comparisonQuerySchema>;

export const comparedItemSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  /** The stock's symbol; null for a sector. */
  symbol_code: z.string().nullable(),
  logo: z.string().nullable(),
});
export type ComparedItem = z.infer<typeof comparedItemSchema>;

export const comparisonRowSchema = z.object({
  /** Exactly one of stock and sector is set. */
  stock: comparedItemSchema.nullable(),
  sector: comparedItemSchema.nullable(),
  type: comparisonRowTypeSchema,
  /** The period's last day. */
  date: z.iso.date(),
  year: z.number().int(),
  values: z.record(z.string(), decimalStringSchema.nullable()),
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

export const comparisonSchema = z.object({
  period_type: comparisonPeriodTypeSchema,
  /** Each asked indicator's unit and label. */
  units: z.record(z.string(), z.object({ unit: indicatorUnitSchema, label: z.string() })),
  /** Oldest period first, then in the asked order of items. */
  result: z.array(comparisonRowSchema),
  is_demo: z.boolean(),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** `POST /users/favorite-comparisons`: indicators to add and to remove, in one call. */
export const favoriteComparisonsUpdateSchema = z
  .object({
    add: z.array(indicatorKeySchema).max(MAX_COMPARED_INDICATORS).default([]),
    remove: z.array(indicatorKeySchema).max(MAX_COMPARED_INDICATORS).default([]),
  })
  .strict();
export type FavoriteComparisonsUpdate = z.infer<typeof favoriteComparisonsUpdateSchema>;

export const favoriteComparisonsSchema = z.object({ favorites: z.array(indicatorKeySchema), message: z.string() });
export type FavoriteComparisons = z.infer<typeof favoriteComparisonsSchema>;
