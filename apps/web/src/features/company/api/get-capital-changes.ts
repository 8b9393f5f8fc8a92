import { capitalChangePageSchema, type CapitalChangePage } from '@sahm/contracts/company';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { companyKeys, type PageParams } from './query-keys.ts';

export function getCapitalChanges(guid: string, paging: PageParams, signal?: AbortSignal): Promise<CapitalChangePage> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/change-capital/`, { params: paging, signal, schema: capitalChangePageSchema });
}

export const capitalChangesQueryOptions = (guid: string, paging: PageParams) =>
  queryOptions({
    queryKey: companyKeys.capitalChanges(guid, paging),
    queryFn: ({ signal }) => getCapitalChanges(guid, paging, signal),
    staleTime: 30 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useCapitalChanges(guid: string, paging: PageParams) {
  return useQuery(capitalChangesQueryOptions(guid, paging));
}
