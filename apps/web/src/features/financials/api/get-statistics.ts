import { statisticsSchema, type Statistics } from '@sahm/contracts/financials';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { financialKeys, type StatisticsFilter } from './query-keys.ts';

export function getStatistics(guid: string, filter: StatisticsFilter, signal?: AbortSignal): Promise<Statistics> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/financials`, { params: { period_filter: filter }, signal, schema: statisticsSchema });
}

export const statisticsQueryOptions = (guid: string, filter: StatisticsFilter) =>
  queryOptions({
    queryKey: financialKeys.statistics(guid, filter),
    queryFn: ({ signal }) => getStatistics(guid, filter, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useStatistics(guid: string, filter: StatisticsFilter) {
  return useQuery(statisticsQueryOptions(guid, filter));
}
