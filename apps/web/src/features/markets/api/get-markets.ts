import { marketListSchema, type MarketList } from '@sahm/contracts/markets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { marketKeys } from './query-keys.ts';

export function getMarkets(signal?: AbortSignal): Promise<MarketList> {
  // Two markets exist; one page holds them all.
  return apiGet('/markets/', { params: { page: 1, size: 100 }, signal, schema: marketListSchema });
}

export const marketsQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.list(),
    queryFn: ({ signal }) => getMarkets(signal),
    staleTime: 60_000,
  });

export function useMarkets() {
  return useQuery(marketsQueryOptions());
}
