import { sectorTreeSchema, type SectorTree } from '@sahm/contracts/sectors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { sectorKeys } from './query-keys.ts';

export function getSectors(marketGuid: string, signal?: AbortSignal): Promise<SectorTree> {
  return apiGet('/sectors/', { params: { market_guid: marketGuid }, signal, schema: sectorTreeSchema });
}

export const sectorsQueryOptions = (marketGuid: string) =>
  queryOptions({
    queryKey: sectorKeys.tree(marketGuid),
    queryFn: ({ signal }) => getSectors(marketGuid, signal),
    // The sector tree changes a few times a year.
    staleTime: 10 * 60_000,
  });

export function useSectors(marketGuid: string) {
  return useQuery(sectorsQueryOptions(marketGuid));
}
