import { dividendPageSchema, type DividendPage } from '@sahm/contracts/company';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { companyKeys, type DueDateRange, type PageParams } from './query-keys.ts';

/** The distributions calendar, newest due date first; either end of the due-date range may be left open. */
export function getDividends(guid: string, range: DueDateRange, paging: PageParams, signal?: AbortSignal): Promise<DividendPage> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/dividends/`, { params: { ...range, ...paging }, signal, schema: dividendPageSchema });
}

export const dividendsQueryOptions = (guid: string, range: DueDateRange, paging: PageParams) =>
  queryOptions({
    queryKey: companyKeys.dividends(guid, range, paging),
    queryFn: ({ signal }) => getDividends(guid, range, paging, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useDividends(guid: string, range: DueDateRange, paging: PageParams) {
  return useQuery(dividendsQueryOptions(guid, range, paging));
}
