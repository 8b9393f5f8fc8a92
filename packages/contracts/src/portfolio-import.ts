import { z } from 'zod';
import { guidSchema, localeSchema, validationErrorSchema } from './common.ts';
import { exportFormats } from './data-export.ts';
import { portfolioParamsSchema } from './portfolio.ts';

/**
 * Importing a portfolio's trades from a file (beyond the spec): a CSV or an Excel workbook of
 * the published template, one trade a row, checked row by row with the rules a buy or a sale
 * through the forms passes, and written all together or not at all. Imported trades record
 * holdings only: they neither take from nor add to the portfolio's cash.
 */

/** The template's columns, in order: their keys are the English header. */
export const importColumns = ['date', 'symbol_code', 'side', 'shares', 'price'] as const;
export type ImportColumn = (typeof importColumns)[number];

/** What an upload may weigh and hold. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ROWS = 2000;

/** GET /portfolio/import/template/: the published template in a format and language. */
export const importTemplateQuerySchema = z.object({ format: z.enum(exportFormats).default('csv'), lang: localeSchema.optional() });

/** POST /portfolio/{guid}/import/: multipart field `file`; `dry_run=true` only checks the file. */
export const importQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const importUndoParamsSchema = portfolioParamsSchema.extend({ import_guid: guidSchema });

export const importRowStatuses = ['taken', 'refused'] as const;

/** One data row of the file as read (text as written) and the verdict, with every reason when refused. */
export const importRowReportSchema = z.object({
  /** The row's line in the file, the header being line 1. */
  row: z.number().int(),
  status: z.enum(importRowStatuses),
  date: z.string(),
  symbol_code: z.string(),
  side: z.string(),
  shares: z.string(),
  price: z.string(),
  /** The stock's name in the caller's language, when the symbol is known. */
  stock_name: z.string().nullable(),
  reasons: z.array(z.string()),
});
export type ImportRowReport = z.infer<typeof importRowReportSchema>;

export const importReportSchema = z.object({
  /** The stored import (null on a dry run or a refusal). */
  import_guid: guidSchema.nullable(),
  dry_run: z.boolean(),
  taken: z.number().int(),
  refused: z.number().int(),
  rows: z.array(importRowReportSchema),
  message: z.string(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** 422 of a file with refused rows: one detail item per reason (loc: file, row, column), and the whole report. */
export const importRefusedSchema = validationErrorSchema.extend({ report: importReportSchema.optional() });
export type ImportRefused = z.infer<typeof importRefusedSchema>;

export const portfolioImportSchema = z.object({
  guid: guidSchema,
  file_name: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  rows: z.number().int(),
  buys: z.number().int(),
  sells: z.number().int(),
  undone_at: z.iso.datetime({ offset: true }).nullable(),
});
export type PortfolioImport = z.infer<typeof portfolioImportSchema>;

/** GET /portfolio/{guid}/imports/: newest first. */
export const portfolioImportListSchema = z.object({ items: z.array(portfolioImportSchema) });
export type PortfolioImportList = z.infer<typeof portfolioImportListSchema>;

export const importUndoResultSchema = z.object({ message: z.string(), import: portfolioImportSchema });
export type ImportUndoResult = z.infer<typeof importUndoResultSchema>;
