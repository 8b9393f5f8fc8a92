import { screenerResponseSchema, type ScreenerResponse } from '@sahm/contracts/screener';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { screenerKeys } from './query-keys.ts';

export function runScreen(query: URLSearchParams, signal?: AbortSignal): Promise<ScreenerResponse> {
  return apiGet('/screener/stocks/', { params: Object.fromEntries(query), signal, schema: screenerResponseSchema });
}

/** The submitted screen (null before the first submit and after clear). */
export function useScreen(query: URLSearchParams | null) {
  const text = query?.toString() ?? '';
  return useQuery({
    queryKey: screenerKeys.screen(text),
    queryFn: ({ signal }) => runScreen(new URLSearchParams(text), signal),
    enabled: query !== null,
    staleTime: 30_000,
    retry: false,
  });
}
