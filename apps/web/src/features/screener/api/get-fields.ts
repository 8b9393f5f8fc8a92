import { screenerFieldListSchema, type ScreenerFieldList } from '@sahm/contracts/screener';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { screenerKeys } from './query-keys.ts';

export function getScreenerFields(signal?: AbortSignal): Promise<ScreenerFieldList> {
  return apiGet('/screener/fields/', { signal, schema: screenerFieldListSchema });
}

export function useScreenerFields() {
  // The field list changes with a release, not with the market.
  return useQuery({ queryKey: screenerKeys.fields(), queryFn: ({ signal }) => getScreenerFields(signal), staleTime: 60 * 60_000 });
}
