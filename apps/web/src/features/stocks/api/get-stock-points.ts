import { stockPointsSchema, type StockPoints } from '@sahm/contracts/stocks';
import type { stockPeriods } from '@sahm/contracts/stocks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { stockKeys } from './query-keys.ts';

export type StockPeriod = (typeof stockPeriods)[number];

export function getStockPoints(guid: string, period: StockPeriod, signal?: AbortSignal): Promise<StockPoints> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/points/`, { params: { period }, signal, schema: stockPointsSchema });
}

export const stockPointsQueryOptions = (guid: string, period: StockPeriod) =>
  queryOptions({
    queryKey: stockKeys.points(guid, period),
    queryFn: ({ signal }) => getStockPoints(guid, period, signal),
    // Longer frames change once a session; the day's ticks every minute.
    staleTime: period === 'day' ? 60_000 : 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useStockPoints(guid: string, period: StockPeriod, { enabled = true } = {}) {
  return useQuery({ ...stockPointsQueryOptions(guid, period), enabled });
}
