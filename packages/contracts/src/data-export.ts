import { z } from 'zod';
import { localeSchema } from './common.ts';
import { announcementQuerySchema } from './news.ts';
import { portfolioParamsSchema } from './portfolio.ts';

/**
 * Tables as files (beyond the spec): CSV (UTF-8, plain decimals, ISO dates) or an Excel workbook
 * (numeric and date cells), headers in `lang` (the caller's language when absent). Each export
 * sits beside the read it exports and answers the same figures.
 */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportQuerySchema = z.object({ format: z.enum(exportFormats), lang: localeSchema.optional() });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** GET /portfolio/{guid}/export/{table}/: the overview's holdings, the two ledgers (every row), the dividends received. */
export const portfolioExportTables = ['holdings', 'stock-transactions', 'cash-transactions', 'dividends'] as const;
export type PortfolioExportTable = (typeof portfolioExportTables)[number];
export const portfolioExportParamsSchema = portfolioParamsSchema.extend({ table: z.enum(portfolioExportTables) });

/** GET /screener/stocks/export/: the screener's own query (free-form keys) plus the format. */
export const screenerExportQuerySchema = exportQuerySchema.catchall(z.string().max(20_000));

/** At most this many announcements go into a news export (newest first); the file name says when cut. */
export const NEWS_EXPORT_MAX_ROWS = 5000;
/** GET /announcements/export/: the list's filter (no paging) plus the format. */
export const announcementExportQuerySchema = announcementQuerySchema.omit({ page: true, size: true }).extend(exportQuerySchema.shape);
export type AnnouncementExportQuery = z.infer<typeof announcementExportQuerySchema>;
