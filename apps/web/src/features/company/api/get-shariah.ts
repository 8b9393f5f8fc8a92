import { shariahListSchema, type ShariahList } from '@sahm/contracts/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { companyKeys } from './query-keys.ts';

/** The latest record of each of the five providers, in provider order. */
export function getShariah(guid: string, signal?: AbortSignal): Promise<ShariahList> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/shariah`, { signal, schema: shariahListSchema });
}

export const shariahQueryOptions = (guid: string) =>
  queryOptions({ queryKey: companyKeys.shariah(guid), queryFn: ({ signal }) => getShariah(guid, signal), staleTime: 30 * 60_000 });

export function useShariah(guid: string) {
  return useQuery(shariahQueryOptions(guid));
}
