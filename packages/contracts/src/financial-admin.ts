import { z } from 'zod';
import { dayInputSchema, guidSchema } from './common.ts';
import { periodFilterSchema, statementKindSchema, statementPeriodSchema } from './financials.ts';
import { statementFamilySchema } from './indicators.ts';

/**
 * The back office's calls on financial statements (spec §7 financial-statement, "Administrative"):
 * sheets in and out, stored periods, ratio initialisation, the financial-year end. A sheet is an
 * XLSX workbook with one worksheet per statement (income_statement, balance_sheet, cash_flow);
 * row 1 reads key | label_ar | label_en | one column per period headed "<year>-<period>"
 * (2025-ANNUAL, 2025-H1, 2025-Q3); each further row is one line item by its key. Money figures are
 * in the upload's unit, per-share figures in riyals (at most 2 decimals), share counts in shares.
 */

export const templateParamsSchema = z.object({ family: statementFamilySchema });

/** The unit of a sheet's money figures; stored as whole thousands of SAR. */
export const sheetUnitSchema = z.enum(['SAR', 'SAR_THOUSANDS', 'SAR_MILLIONS']);
export type SheetUnit = z.infer<typeof sheetUnitSchema>;

export const sheetQuerySchema = z.object({
  period_filter: periodFilterSchema,
  unit: sheetUnitSchema.default('SAR_THOUSANDS'),
});

export const extractQuerySchema = z.object({
  period_filter: periodFilterSchema.default('ANNUALS'),
  /** Periods that end on or before this day (all when absent). */
  date: dayInputSchema.optional(),
  unit: sheetUnitSchema.default('SAR_THOUSANDS'),
});

/** One refusal of a sheet: where (worksheet, row as the spreadsheet numbers it, item, period) and why, translated. */
export const sheetProblemSchema = z.object({
  statement: statementKindSchema,
  row: z.number().int().nullable(),
  key: z.string().nullable(),
  period: z.string().nullable(),
  problem: z.string(),
});
export type SheetProblem = z.infer<typeof sheetProblemSchema>;

/** A refused upload (422): nothing stored. */
export const sheetRefusalSchema = z.object({ detail: z.string(), problems: z.array(sheetProblemSchema) });

export const storedPeriodSchema = z.object({ year: z.number().int(), period: statementPeriodSchema, end_date: z.string() });
/** A stored upload: the periods of the sheet and those derived from its quarters. */
export const sheetStoredSchema = z.object({
  message: z.string(),
  stored: z.array(storedPeriodSchema),
  derived: z.array(storedPeriodSchema),
  indicator_rows: z.number().int(),
});

export const recordSchema = storedPeriodSchema.extend({
  statements: z.array(statementKindSchema),
  is_demo: z.boolean(),
  /** Line items per statement. */
  items: z.record(z.string(), z.number().int()),
});
export const recordsSchema = z.object({ family: statementFamilySchema.nullable(), results: z.array(recordSchema) });

export const recordQuerySchema = z.object({ year: z.coerce.number().int().min(1900).max(2199), period: statementPeriodSchema });

export const ratioInitialisationSchema = z.object({ stocks: z.number().int(), rows: z.number().int(), milliseconds: z.number().int() });
/** The background run over every stock: how far it got, the indicator rows stored, the time so far (or taken). */
export const ratioRunSchema = ratioInitialisationSchema.extend({
  state: z.enum(['idle', 'running', 'done', 'failed', 'stopped']),
  done: z.number().int(),
  started_at: z.string().nullable(),
});

/**
 * The financial-year end of a company, which every one of its years shares (the years themselves
 * follow from it); a 29 February end falls on the 28th in other years.
 */
export const financialYearInputSchema = z.object({
  fy_end_month: z.number().int().min(1).max(12),
  fy_end_day: z.number().int().min(1).max(31),
});
export const financialYearSavedSchema = financialYearInputSchema.extend({ message: z.string() });
export const financialYearParamsSchema = z.object({ guid: guidSchema, year_guid: guidSchema });
