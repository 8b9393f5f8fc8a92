import { overviewSchema, type Overview } from '@sahm/contracts/portfolio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

export function getOverview(guid: string, signal?: AbortSignal): Promise<Overview> {
  return apiGet(portfolioPath(guid, 'overview/'), { signal, schema: overviewSchema });
}

export const overviewQueryOptions = (guid: string) =>
  queryOptions({ queryKey: portfolioKeys.overview(guid), queryFn: ({ signal }) => getOverview(guid, signal) });

export function useOverview(guid: string | undefined, refetchInterval?: number | false) {
  return useQuery({ ...overviewQueryOptions(guid ?? ''), enabled: Boolean(guid), refetchInterval });
}
