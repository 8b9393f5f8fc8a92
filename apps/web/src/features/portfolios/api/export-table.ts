import type { PortfolioExportTable } from '@sahm/contracts/data-export';

/** GET {guid}/export/{table}/: one of the portfolio's tables as a CSV or Excel file (every row). */
export const portfolioExportPath = (guid: string, table: PortfolioExportTable) => `/portfolio/${encodeURIComponent(guid)}/export/${table}/`;
