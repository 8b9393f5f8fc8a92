import { latestFinancialsSchema, type LatestFinancials } from '@sahm/contracts/financials';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { financialKeys } from './query-keys.ts';

export function getLatestFinancials(guid: string, annual: boolean, signal?: AbortSignal): Promise<LatestFinancials> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/financials/latest`, {
    params: { annual, compare: 'previous_year' },
    signal,
    schema: latestFinancialsSchema,
  });
}

export const latestFinancialsQueryOptions = (guid: string, annual: boolean) =>
  queryOptions({
    queryKey: financialKeys.latest(guid, annual),
    queryFn: ({ signal }) => getLatestFinancials(guid, annual, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useLatestFinancials(guid: string, annual: boolean) {
  return useQuery(latestFinancialsQueryOptions(guid, annual));
}
