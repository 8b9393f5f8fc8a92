import { portfolioPurificationSchema, type PortfolioPurification, type PurificationQuery } from '@sahm/contracts/portfolio-income';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { faithKeys, faithPath } from './query-keys.ts';

export function getPurification(guid: string, query: PurificationQuery, signal?: AbortSignal): Promise<PortfolioPurification> {
  return apiGet(faithPath(guid, 'purification/'), { signal, params: query, schema: portfolioPurificationSchema });
}

export const purificationQueryOptions = (guid: string, query: PurificationQuery) =>
  queryOptions({
    queryKey: faithKeys.purification(guid, query.year, query.provider),
    queryFn: ({ signal }) => getPurification(guid, query, signal),
  });

/** A year's purification; the previous answer stays on screen while another year or provider loads. */
export function usePurification(guid: string | undefined, query: PurificationQuery) {
  return useQuery({ ...purificationQueryOptions(guid ?? '', query), enabled: Boolean(guid), placeholderData: keepPreviousData });
}
