import { stockProfileSchema, type StockProfile } from '@sahm/contracts/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { companyKeys } from './query-keys.ts';

export function getCompanyProfile(guid: string, signal?: AbortSignal): Promise<StockProfile> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/profile/`, { signal, schema: stockProfileSchema });
}

// A profile changes a few times a year: one fetch per visit is plenty.
export const companyProfileQueryOptions = (guid: string) =>
  queryOptions({ queryKey: companyKeys.profile(guid), queryFn: ({ signal }) => getCompanyProfile(guid, signal), staleTime: 30 * 60_000 });

export function useCompanyProfile(guid: string) {
  return useQuery(companyProfileQueryOptions(guid));
}
