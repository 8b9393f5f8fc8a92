import { fundListSchema, type FundList } from '@sahm/contracts/funds';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { fundKeys } from './query-keys.ts';

export type FundListParams = { page: number; size: number; search?: string; onlyFavourite?: boolean };

/** The funds tab's request for the list state in its address: favourites are a signed-in list. */
export const fundListParams = (state: { tab: string; page: number; size: number; search?: string }, signedIn: boolean): FundListParams => ({
  page: state.page,
  size: state.size,
  search: state.search,
  onlyFavourite: state.tab === 'favorites' && signedIn,
});

export function getFunds({ page, size, search, onlyFavourite }: FundListParams, signal?: AbortSignal): Promise<FundList> {
  return apiGet('/mutual-funds/', {
    params: { page, size, search, only_favourite: onlyFavourite ? 'true' : undefined },
    signal,
    schema: fundListSchema,
  });
}

export const fundsQueryOptions = (params: FundListParams) =>
  queryOptions({
    queryKey: fundKeys.list(params),
    queryFn: ({ signal }) => getFunds(params, signal),
    placeholderData: keepPreviousData,
  });

export function useFunds(params: FundListParams) {
  return useQuery(fundsQueryOptions(params));
}
