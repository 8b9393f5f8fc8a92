import { stockListSchema, type StockList, type StockListQuery } from '@sahm/contracts/stocks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { stockKeys } from './query-keys.ts';

export type StockListParams = Partial<StockListQuery> & Pick<StockListQuery, 'page' | 'size'>;

type GetStocksOptions = { signal?: AbortSignal; silent?: boolean };

export function getStocks(params: StockListParams, { signal, silent }: GetStocksOptions = {}): Promise<StockList> {
  return apiGet('/stocks/', { params, signal, silent, schema: stockListSchema });
}

/** The home page's table: a market's hundred most traded stocks of the session (its loader asks the same). */
export const mostTradedParams = (marketGuid: string | undefined): StockListParams => ({
  market_guid: marketGuid,
  page: 1,
  size: 100,
  order_by: '-trade_value',
});

export const stocksQueryOptions = (params: StockListParams, options: { silent?: boolean } = {}) =>
  queryOptions({
    queryKey: stockKeys.list(params),
    queryFn: ({ signal }) => getStocks(params, { signal, silent: options.silent }),
    // Paging or re-sorting keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export function useStocks(params: StockListParams, options: { enabled?: boolean; silent?: boolean } = {}) {
  return useQuery({ ...stocksQueryOptions(params, options), enabled: options.enabled ?? true });
}
