import { shareholderPageSchema, type ShareholderPage } from '@sahm/contracts/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
    // Another page of the same view stays on screen while it loads; the other view's rows never
    // show under this view's columns.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3].current === current ? previous : undefined),
  });

export function useShareholders(guid: string, current: boolean, paging: PageParams) {
  return useQuery(shareholdersQueryOptions(guid, current, paging));
}
