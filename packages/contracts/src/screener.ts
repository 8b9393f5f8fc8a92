import { z } from 'zod';
import { guidSchema } from './common.ts';
import { decimalStringSchema, indicatorGroups, indicatorKeySchema, indicatorUnits } from './indicators.ts';

/**
 * The screener (spec §2 "Screener", §3 "Screener fields", §5, §7 "Screener and comparisons", §9):
 * `GET /screener/stocks/` with `fields` (a comma list of columns), one query key per filter
 * (`field__gte`, `field__lte`, the bare field for equals, `stock_guid__in` and
 * `parent_sector_guid__in` as comma lists, `market_guid` as equals) and `order_by` (`-field` for
 * descending). Besides the fields of §3, every stored indicator of the catalogue (the last twelve
 * months at the last close) can be a filter or a column.
 */

/** Spec §5 and §9: at most 5 filter rows. */
export const SCREENER_MAX_FILTERS = 5;
/** Spec §9: pages of the stock picker. */
export const SCREENER_PICKER_PAGE = 25;

/** The §3 fields that are not indicators of the catalogue, in the spec's order. */
export const screenerStockFields = [
  'price',
  'change_value',
  'change_ratio',
  'weekly_change_value',
  'weekly_change_ratio',
  'monthly_change_value',
  'monthly_change_ratio',
  'registered_capital',
] as const;

/** The §3 columns in the spec's order; the first 7 are the default columns (§2, §9). */
export const SCREENER_SPEC_COLUMNS = [
  ...screenerStockFields.slice(0, 7),
  'price_to_earnings',
  'book_value',
  'value_price_to_book_ratio',
  'basic_earnings_per_share',
  'dividend_yield',
  'registered_capital',
  'enterprise_value_to_ebitda',
  'net_profit_margin',
  'return_of_assets_percent',
  'return_of_equity_percent',
  'return_on_invested_capital_percent',
] as const;
export const SCREENER_DEFAULT_COLUMNS: readonly string[] = SCREENER_SPEC_COLUMNS.slice(0, 7);

/** Spec §3: columns that cannot filter. */
export const SCREENER_COLUMN_ONLY: readonly string[] = ['net_profit_margin'];

/** Filters that are not numbers: the market is an equals on its guid, stocks and sectors are lists. */
export const SCREENER_MARKET_FILTER = 'market_guid';
export const SCREENER_STOCK_FILTER = 'stock_guid';
export const SCREENER_SECTOR_FILTER = 'parent_sector_guid';

/** Operators of a number filter (§5): greater or equal, less or equal, and equals (the bare field). */
export const screenerOperators = ['gte', 'lte', 'eq'] as const;
export const screenerOperatorSchema = z.enum(screenerOperators);
export type ScreenerOperator = z.infer<typeof screenerOperatorSchema>;

/** What a filter row edits: a number, the market select, or the stock and sector pickers. */
export const screenerFieldKinds = ['number', 'market', 'stocks', 'sectors'] as const;
export type ScreenerFieldKind = (typeof screenerFieldKinds)[number];

/** The indicator groups (§3), after a first group of the stock's own market figures and identity. */
export const screenerGroups = ['stock', ...indicatorGroups] as const;
export const screenerGroupSchema = z.enum(screenerGroups);
export type ScreenerGroup = z.infer<typeof screenerGroupSchema>;

/** Units of a column: the indicators' units plus whole riyals (prices and registered capital). */
export const screenerUnits = ['sar', ...indicatorUnits] as const;
export const screenerUnitSchema = z.enum(screenerUnits);
export type ScreenerUnit = z.infer<typeof screenerUnitSchema>;

export const screenerFieldSchema = z.object({
  key: indicatorKeySchema,
  group: screenerGroupSchema,
  kind: z.enum(screenerFieldKinds),
  /** Null for the market, stock and sector filters, which are no columns. */
  unit: screenerUnitSchema.nullable(),
  filter: z.boolean(),
  column: z.boolean(),
  label_ar: z.string().min(1),
  label_en: z.string().min(1),
});
export type ScreenerField = z.infer<typeof screenerFieldSchema>;

/** `GET /screener/fields/`: what the page offers, in group order, with the defaults and the limit. */
export const screenerFieldListSchema = z.object({
  fields: z.array(screenerFieldSchema),
  default_columns: z.array(indicatorKeySchema),
  max_filters: z.number().int(),
});
export type ScreenerFieldList = z.infer<typeof screenerFieldListSchema>;

/**
 * The query as sent: `fields`, `order_by` and the filter keys are free-form strings checked by the
 * server against the field list (an unknown field or operator is a 422 naming it).
 */
export const screenerQuerySchema = z.record(z.string(), z.string().max(20_000));
export type ScreenerQuery = Record<string, string>;

export const screenerRowSchema = z.object({
  stock: z.object({
    guid: guidSchema,
    symbol_code: z.string(),
    short_name: z.string(),
    company_name: z.string(),
    logo: z.string().nullable(),
  }),
  /** One value per requested column, as a decimal string; null where the figure has no meaning. */
  values: z.record(z.string(), decimalStringSchema.nullable()),
});
export type ScreenerRow = z.infer<typeof screenerRowSchema>;

export const screenerResponseSchema = z.object({
  result: z.array(screenerRowSchema),
  /** The unit of each requested column. */
  units: z.record(z.string(), screenerUnitSchema),
});
export type ScreenerResponse = z.infer<typeof screenerResponseSchema>;

/** The query key of a filter: `field__gte`, `field__lte`, the bare field for equals, `field__in` for the lists. */
export function screenerFilterKey(field: string, kind: ScreenerFieldKind, operator: ScreenerOperator): string {
  if (kind === 'stocks' || kind === 'sectors') return `${field}__in`;
  if (kind === 'market' || operator === 'eq') return field;
  return `${field}__${operator}`;
}
