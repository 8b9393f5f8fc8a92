import { stockListSchema, type StockList } from '@sahm/contracts/stocks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { portfolioKeys } from './query-keys.ts';

/** The stock picker's suggestions: the stocks list searched by name or symbol, 25 at a time (spec §7). */
const SUGGESTIONS = 25;

export function searchStocks(search: string, signal?: AbortSignal): Promise<StockList> {
  // A failed lookup is only logged (spec §8).
  return apiGet('/stocks/', { params: { search, page: 1, size: SUGGESTIONS }, signal, silent: true, schema: stockListSchema });
}

export function useStockSearch(search: string) {
  return useQuery({
    queryKey: portfolioKeys.stockSearch(search),
    queryFn: ({ signal }) => searchStocks(search, signal),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
}
