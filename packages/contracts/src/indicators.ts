import { z } from 'zod';

/**
 * Financial indicators (spec §3 "Indicator groups", §9 "over 60 indicators"): what each one is,
 * and a computed figure of one. The catalogue itself is data on the server; the screener, the
 * comparisons, the statistics tab and the help texts all read it through these shapes.
 */

/** The screener's and comparisons' groups, in the spec's order; whatever fits none is in `others`. */
export const indicatorGroups = [
  'balance_sheet',
  'cash_flows',
  'income_statement',
  'per_share_data',
  'valuation_measures',
  'growth_ratios',
  'profitability_ratios',
  'leverage_ratios',
  'market_value_ratios',
  'liquidity_ratios',
  'efficiency_ratios',
  'ratios',
  'others',
] as const;
export const indicatorGroupSchema = z.enum(indicatorGroups);
export type IndicatorGroup = z.infer<typeof indicatorGroupSchema>;

/** The statement templates a company reports on: one each for ordinary companies, banks, insurers and REITs. */
export const statementFamilies = ['ordinary', 'bank', 'insurance', 'reit'] as const;
export const statementFamilySchema = z.enum(statementFamilies);
export type StatementFamily = z.infer<typeof statementFamilySchema>;

/**
 * The unit an indicator is shown in. Money is in millions of SAR as the statements are shown;
 * `coefficient` is a plain number such as beta.
 */
export const indicatorUnits = ['sar_millions', 'sar_per_share', 'million_shares', 'percent', 'times', 'days', 'coefficient'] as const;
export const indicatorUnitSchema = z.enum(indicatorUnits);
export type IndicatorUnit = z.infer<typeof indicatorUnitSchema>;

/** Decimal places a value of each unit is written with; the server rounds to these, half away from zero. */
export const INDICATOR_DECIMALS: Readonly<Record<IndicatorUnit, number>> = {
  sar_millions: 2,
  sar_per_share: 2,
  million_shares: 2,
  percent: 2,
  times: 2,
  days: 1,
  coefficient: 2,
};

export const indicatorKeySchema = z.string().regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);

/** A help text in both languages, looked up by its key (`GET /tooltip/`). */
export const helpTextSchema = z.object({
  key: indicatorKeySchema,
  label_ar: z.string().min(1),
  label_en: z.string().min(1),
  help_ar: z.string().min(1),
  help_en: z.string().min(1),
});
export type HelpText = z.infer<typeof helpTextSchema>;

export const indicatorDefinitionSchema = helpTextSchema.extend({
  group: indicatorGroupSchema,
  unit: indicatorUnitSchema,
  /** The templates it can be computed on; a bank has no gross margin, an ordinary company no loss ratio. */
  families: z.array(statementFamilySchema).min(1),
  /** Moves with the closing price (P/E, market capitalisation…), so it is recomputed once per close. */
  price_based: z.boolean(),
});
export type IndicatorDefinition = z.infer<typeof indicatorDefinitionSchema>;

/** A decimal number as text ("-12.35"): indicator values never travel as binary floating point. */
export const decimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

/** One indicator of one company and period; null where it has no meaning (P/E on a loss, a ratio over zero). */
export const indicatorValueSchema = z.object({
  key: indicatorKeySchema,
  value: decimalStringSchema.nullable(),
});
export type IndicatorValue = z.infer<typeof indicatorValueSchema>;
