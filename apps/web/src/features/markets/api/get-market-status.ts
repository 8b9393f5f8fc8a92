import { marketStatusSchema, type MarketStatus } from '@sahm/contracts/markets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { marketKeys } from './query-keys.ts';

export function getMarketStatus(guid: string, signal?: AbortSignal): Promise<MarketStatus> {
  return apiGet(`/markets/${encodeURIComponent(guid)}/status/`, { signal, schema: marketStatusSchema, silent: true });
}

export const marketStatusQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: marketKeys.status(guid),
    queryFn: ({ signal }) => getMarketStatus(guid, signal),
    // Opening and closing happen on the minute: look again every minute.
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

/** Whether the market trades now; live data is subscribed only while it does. */
export function useMarketStatus(guid: string | undefined) {
  return useQuery({ ...marketStatusQueryOptions(guid ?? ''), enabled: Boolean(guid) });
}
