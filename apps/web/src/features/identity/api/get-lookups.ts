import { lookupsSchema, type LookupItem, type Lookups } from '@sahm/contracts/users';
import type { Locale } from '@sahm/contracts/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { identityKeys } from './query-keys.ts';

export function getLookups(signal?: AbortSignal): Promise<Lookups> {
  return apiGet('/lookups/', { signal, schema: lookupsSchema });
}

export const lookupsQueryOptions = () =>
  queryOptions({
    queryKey: identityKeys.lookups(),
    queryFn: ({ signal }) => getLookups(signal),
    // Reference lists change with releases, not while someone fills a form.
    staleTime: Infinity,
  });

export function useLookups() {
  return useQuery(lookupsQueryOptions());
}

/** A lookup's label in the reader's language. */
export function lookupLabel(item: LookupItem, locale: Locale): string {
  return locale === 'ar' ? item.name_ar : item.name_en;
}
