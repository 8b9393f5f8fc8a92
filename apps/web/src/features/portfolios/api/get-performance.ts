import { performanceSchema, type Performance } from '@sahm/contracts/portfolio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

export function getPerformance(guid: string, signal?: AbortSignal): Promise<Performance> {
  return apiGet(portfolioPath(guid, 'performance/'), { signal, schema: performanceSchema });
}

export const performanceQueryOptions = (guid: string) =>
  queryOptions({ queryKey: portfolioKeys.performance(guid), queryFn: ({ signal }) => getPerformance(guid, signal) });

export function usePerformance(guid: string | undefined, refetchInterval?: number | false) {
  return useQuery({ ...performanceQueryOptions(guid ?? ''), enabled: Boolean(guid), refetchInterval });
}
