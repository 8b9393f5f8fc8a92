import { z } from 'zod';
import { guidSchema } from './common.ts';
import {
  decimalStringSchema,
  helpTextSchema,
  indicatorGroupSchema,
  indicatorKeySchema,
  indicatorUnitSchema,
  statementFamilySchema,
} from './indicators.ts';

/**
 * Financial statements, report files and statistics of the stock page (spec §2 financial
 * statements and statistics tabs; §3 Financial statements, Latest financials, Attachment, Periods;
 * §7 `/{guid}/financial-statements/`, `/{guid}/financials/…`, `/tooltip/`; §9 figures in
 * millions of SAR). Statement figures are stored in whole thousands of SAR and served in millions
 * (three decimals, so each one is exact in JSON); per-share figures in SAR, share counts in
 * millions of shares. Each line item carries its unit.
 */

/** Spec §3 Periods. */
export const periodFilters = ['ANNUALS', 'BI_ANNUALS', 'QUARTERS'] as const;
export const periodFilterSchema = z.enum(periodFilters);
export type PeriodFilter = z.infer<typeof periodFilterSchema>;

/** The label of one period of a financial year: ANNUAL, H1, H2, Q1–Q4. */
export const statementPeriods = ['ANNUAL', 'H1', 'H2', 'Q1', 'Q2', 'Q3', 'Q4'] as const;
export const statementPeriodSchema = z.enum(statementPeriods);
export type StatementPeriod = z.infer<typeof statementPeriodSchema>;

/** Which periods each filter shows. */
export const PERIODS_OF_FILTER: Readonly<Record<PeriodFilter, readonly StatementPeriod[]>> = {
  ANNUALS: ['ANNUAL'],
  BI_ANNUALS: ['H1', 'H2'],
  QUARTERS: ['Q1', 'Q2', 'Q3', 'Q4'],
};

export const statementKinds = ['income_statement', 'balance_sheet', 'cash_flow'] as const;
export const statementKindSchema = z.enum(statementKinds);
export type StatementKindName = z.infer<typeof statementKindSchema>;

/** The unit a line item is served in. */
export const lineItemUnits = ['sar_millions', 'sar_per_share', 'million_shares'] as const;
export const lineItemUnitSchema = z.enum(lineItemUnits);
export type LineItemUnitName = z.infer<typeof lineItemUnitSchema>;

export const periodFilterQuerySchema = z.object({ period_filter: periodFilterSchema.default('ANNUALS') });

/** One column of a statement: the period's last day, its financial year and its label. */
export const statementColumnSchema = z.object({
  date: z.iso.date(),
  year: z.number().int(),
  period: statementPeriodSchema,
});
export type StatementColumn = z.infer<typeof statementColumnSchema>;

/** Spec §3: key, order, value (map of date to number), child. Labels in both languages travel with it. */
export type StatementEntry = {
  key: string;
  order: number;
  label_ar: string;
  label_en: string;
  unit: LineItemUnitName;
  /** A subtotal (gross profit, total assets…) the page sets in bold. */
  is_total: boolean;
  /** Period end date → figure; a date the company did not report this item for is absent. */
  value: Record<string, number>;
  child: StatementEntry[];
};
export const statementEntrySchema: z.ZodType<StatementEntry> = z.lazy(() =>
  z.object({
    key: z.string(),
    order: z.number().int(),
    label_ar: z.string(),
    label_en: z.string(),
    unit: lineItemUnitSchema,
    is_total: z.boolean(),
    value: z.record(z.string(), z.number()),
    child: z.array(statementEntrySchema),
  }),
);

/** `GET /stocks/{guid}/financial-statements/?period_filter=`: the three statements, newest column first. */
export const financialStatementsSchema = z.object({
  family: statementFamilySchema,
  period_filter: periodFilterSchema,
  units: z.literal('SAR_MILLIONS'),
  columns: z.array(statementColumnSchema),
  income_statement: z.array(statementEntrySchema),
  balance_sheet: z.array(statementEntrySchema),
  cash_flow: z.array(statementEntrySchema),
  /** The demo's figures are generated (labelled on the page); uploaded statements are not. */
  is_demo: z.boolean(),
});
export type FinancialStatements = z.infer<typeof financialStatementsSchema>;

/** `GET /stocks/{guid}/financials/latest/?annual=&compare=`. */
export const latestFinancialsQuerySchema = z.object({
  /** true: the last full year; false: the last quarter. */
  annual: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Compare with the same period a year earlier (true) or with the period just before (false). */
  compare: z.enum(['previous_year', 'previous_period']).default('previous_year'),
});
export const latestFinancialItemSchema = z.object({
  key: z.string(),
  label_ar: z.string(),
  label_en: z.string(),
  unit: lineItemUnitSchema,
  result: z.number().nullable(),
  previous_result: z.number().nullable(),
  /** Percent; null when the earlier figure is zero, missing or of the other sign. */
  change_rate: z.number().nullable(),
});
export const latestFinancialsSchema = z.object({
  units: z.literal('SAR_MILLIONS'),
  period: statementColumnSchema.nullable(),
  previous_period: statementColumnSchema.nullable(),
  items: z.array(latestFinancialItemSchema),
  is_demo: z.boolean(),
});
export type LatestFinancials = z.infer<typeof latestFinancialsSchema>;

// ── Report files ──────────────────────────────────────────────────────────────────────────────

export const attachmentTypes = ['FINANCIAL_STATEMENT', 'BOARD_REPORTS', 'INVESTOR_PRESENTATION'] as const;
export const attachmentTypeSchema = z.enum(attachmentTypes);
export type AttachmentType = z.infer<typeof attachmentTypeSchema>;
export const attachmentLanguageSchema = z.enum(['ar', 'en']);

/** Spec §3 Attachment. `attachment_suffix_path` is the file's URL under the API. */
export const attachmentSchema = z.object({
  guid: guidSchema,
  date: z.iso.date(),
  year: z.number().int(),
  period: statementPeriodSchema,
  attachment_type: attachmentTypeSchema,
  language: attachmentLanguageSchema,
  attachment_suffix_path: z.string(),
  /** Drawn by the product from the stored statements, until an uploaded file replaces it. */
  generated: z.boolean(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentListSchema = z.object({ items: z.array(attachmentSchema) });
export type AttachmentList = z.infer<typeof attachmentListSchema>;

// ── Statistics (stored indicators) ────────────────────────────────────────────────────────────

/** The statistics tab's groups (spec §2), each gathering indicator groups of §3. */
export const statisticsGroups = ['income_statement', 'balance_sheet', 'cashflows', 'valuation_measures', 'ratios'] as const;
export const statisticsGroupSchema = z.enum(statisticsGroups);
export type StatisticsGroup = z.infer<typeof statisticsGroupSchema>;

export const statisticsQuerySchema = z.object({
  period_filter: z.enum(['ANNUALS', 'QUARTERS']).default('ANNUALS'),
});

export const statisticsIndicatorSchema = z.object({
  key: indicatorKeySchema,
  statistics_group: statisticsGroupSchema,
  group: indicatorGroupSchema,
  unit: indicatorUnitSchema,
  label_ar: z.string(),
  label_en: z.string(),
  /** Column date → value; null where it has no meaning. The `current` column is keyed "current". */
  values: z.record(z.string(), decimalStringSchema.nullable()),
});
export type StatisticsIndicator = z.infer<typeof statisticsIndicatorSchema>;

/** `GET /stocks/{guid}/financials/?period_filter=`: stored indicators by period, newest column first. */
export const statisticsSchema = z.object({
  family: statementFamilySchema,
  period_filter: z.enum(['ANNUALS', 'QUARTERS']),
  columns: z.array(statementColumnSchema),
  /** Price-based indicators at the last close over the last twelve months, when known. */
  current: z.object({ date: z.iso.date(), price: decimalStringSchema }).nullable(),
  indicators: z.array(statisticsIndicatorSchema),
  is_demo: z.boolean(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** `GET /tooltip/`: every indicator's help text and the spec's named terms, in both languages. */
export const tooltipListSchema = z.object({ items: z.array(helpTextSchema) });
export type TooltipList = z.infer<typeof tooltipListSchema>;
