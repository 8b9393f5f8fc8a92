import { stockDetailSchema, type StockDetail } from '@sahm/contracts/stocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { stockKeys } from './query-keys.ts';

export function getStock(guid: string, signal?: AbortSignal): Promise<StockDetail> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/`, { signal, schema: stockDetailSchema, silent: true });
}

export const stockQueryOptions = (guid: string) =>
  queryOptions({ queryKey: stockKeys.detail(guid), queryFn: ({ signal }) => getStock(guid, signal) });

export function useStock(guid: string) {
  return useQuery(stockQueryOptions(guid));
}
