import { fundSchema, type Fund } from '@sahm/contracts/funds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { fundKeys } from './query-keys.ts';

export function getFund(guid: string, signal?: AbortSignal): Promise<Fund> {
  return apiGet(`/mutual-funds/${encodeURIComponent(guid)}/`, { signal, schema: fundSchema, silent: true });
}

export const fundQueryOptions = (guid: string) =>
  queryOptions({ queryKey: fundKeys.detail(guid), queryFn: ({ signal }) => getFund(guid, signal) });

export function useFund(guid: string) {
  return useQuery(fundQueryOptions(guid));
}
