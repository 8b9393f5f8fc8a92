import { queryScopes } from '../../../shared/api/query-keys.ts';

/** Every portfolio query lives under 'portfolios'; one portfolio's figures under its guid. */
export const portfolioKeys = {
  all: queryScopes.portfolios,
  list: () => [...queryScopes.portfolios, 'list'] as const,
  columns: () => [...queryScopes.portfolios, 'columns'] as const,
  one: (guid: string) => [...queryScopes.portfolios, 'one', guid] as const,
  overview: (guid: string) => [...portfolioKeys.one(guid), 'overview'] as const,
  performance: (guid: string) => [...portfolioKeys.one(guid), 'performance'] as const,
  chart: (guid: string) => [...portfolioKeys.one(guid), 'chart'] as const,
  stockTransactions: (guid: string, page: number) => [...portfolioKeys.one(guid), 'stock-transactions', page] as const,
  cashTransactions: (guid: string, page: number) => [...portfolioKeys.one(guid), 'cash-transactions', page] as const,
  dividends: (guid: string) => [...portfolioKeys.one(guid), 'dividends'] as const,
  imports: (guid: string) => [...portfolioKeys.one(guid), 'imports'] as const,
  /** The stock picker's suggestions (from the stocks list, but the picker's own). */
  stockSearch: (search: string) => [...queryScopes.portfolios, 'stock-search', search] as const,
};

const base = '/portfolio/';
export const portfolioPath = (guid: string, rest = '') => `${base}${encodeURIComponent(guid)}/${rest}`;
export const portfoliosPath = base;
