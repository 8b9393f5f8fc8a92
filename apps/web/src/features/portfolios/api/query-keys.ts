/** Every portfolio query lives under 'portfolios'; one portfolio's figures under its guid. */
export const portfolioKeys = {
  all: ['portfolios'] as const,
  list: () => ['portfolios', 'list'] as const,
  columns: () => ['portfolios', 'columns'] as const,
  one: (guid: string) => ['portfolios', 'one', guid] as const,
  overview: (guid: string) => ['portfolios', 'one', guid, 'overview'] as const,
  performance: (guid: string) => ['portfolios', 'one', guid, 'performance'] as const,
  chart: (guid: string) => ['portfolios', 'one', guid, 'chart'] as const,
  stockTransactions: (guid: string, page: number) => ['portfolios', 'one', guid, 'stock-transactions', page] as const,
  cashTransactions: (guid: string, page: number) => ['portfolios', 'one', guid, 'cash-transactions', page] as const,
};

const base = '/portfolio/';
export const portfolioPath = (guid: string, rest = '') => `${base}${encodeURIComponent(guid)}/${rest}`;
export const portfoliosPath = base;
