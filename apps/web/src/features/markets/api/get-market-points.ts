import { marketPointsSchema, type MarketPoints, type marketPeriods } from '@sahm/contracts/markets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { marketKeys } from './query-keys.ts';

export type MarketPeriod = (typeof marketPeriods)[number];

export function getMarketPoints(guid: string, period: MarketPeriod, signal?: AbortSignal): Promise<MarketPoints> {
  return apiGet(`/markets/${encodeURIComponent(guid)}/points/`, { params: { period }, signal, schema: marketPointsSchema });
}

export const marketPointsQueryOptions = (guid: string, period: MarketPeriod) =>
  queryOptions({
    queryKey: marketKeys.points(guid, period),
    queryFn: ({ signal }) => getMarketPoints(guid, period, signal),
    staleTime: period === 'day' ? 60_000 : 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useMarketPoints(guid: string | undefined, period: MarketPeriod, { enabled = true } = {}) {
  return useQuery({ ...marketPointsQueryOptions(guid ?? '', period), enabled: enabled && Boolean(guid) });
}
