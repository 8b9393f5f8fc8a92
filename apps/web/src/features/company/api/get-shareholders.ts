import { shareholderPageSchema, type ShareholderPage } from '@sahm/contracts/company';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { companyKeys, type PageParams } from './query-keys.ts';

/** Current major holders (`is_shareholder=true`) or the history of changes (`false`). */
export function getShareholders(guid: string, current: boolean, paging: PageParams, signal?: AbortSignal): Promise<ShareholderPage> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/shareholder/`, {
    params: { is_shareholder: current, ...paging },
    signal,
    schema: shareholderPageSchema,
  });
}

export const shareholdersQueryOptions = (guid: string, current: boolean, paging: PageParams) =>
  queryOptions({
    queryKey: companyKeys.shareholders(guid, current, paging),
    queryFn: ({ signal }) => getShareholders(guid, current, paging, signal),
    staleTime: 30 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useShareholders(guid: string, current: boolean, paging: PageParams) {
  return useQuery(shareholdersQueryOptions(guid, current, paging));
}
