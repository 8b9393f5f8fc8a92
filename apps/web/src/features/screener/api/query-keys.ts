import { queryScopes } from '../../../shared/api/query-keys.ts';

export const screenerKeys = {
  all: queryScopes.screener,
  fields: () => [...queryScopes.screener, 'fields'] as const,
  screen: (query: string) => [...queryScopes.screener, 'screen', query] as const,
  stockSearch: (search: string) => [...queryScopes.screener, 'stock-search', search] as const,
  stocks: (guids: readonly string[]) => [...queryScopes.screener, 'stocks', guids] as const,
};
