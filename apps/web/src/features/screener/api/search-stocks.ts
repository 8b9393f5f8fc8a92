import { SCREENER_PICKER_PAGE } from '@sahm/contracts/screener';
import { stockListSchema, type StockList } from '@sahm/contracts/stocks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { screenerKeys } from './query-keys.ts';

function stockPage(search: string, page: number, signal?: AbortSignal): Promise<StockList> {
  return apiGet('/stocks/', {
    params: { search: search || undefined, page, size: SCREENER_PICKER_PAGE, order_by: 'symbol_code' },
    signal,
    // A failed lookup is only logged (spec §8).
    silent: true,
    schema: stockListSchema,
  });
}

/** The stock picker's list, 25 a page, the next page fetched as the list scrolls to its end (spec §9). */
export function useStockPages(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: screenerKeys.stockSearch(search),
    queryFn: ({ pageParam, signal }) => stockPage(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled,
    staleTime: 60_000,
  });
}
