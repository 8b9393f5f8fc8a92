import { keyValuesSchema, type KeyValues, type dividendYearCounts } from '@sahm/contracts/company';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { companyKeys } from './query-keys.ts';

export type YearCount = (typeof dividendYearCounts)[number];
/** The table's first view: five years. */
export const defaultYearCount: YearCount = 5;

/** The dividends table by year (`/kv?years=`): totals, quarters, yield, EPS, price and P/E. */
export function getKeyValues(guid: string, years: YearCount, signal?: AbortSignal): Promise<KeyValues> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/kv`, { params: { years }, signal, schema: keyValuesSchema });
}

export const keyValuesQueryOptions = (guid: string, years: YearCount) =>
  queryOptions({
    queryKey: companyKeys.keyValues(guid, years),
    queryFn: ({ signal }) => getKeyValues(guid, years, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useKeyValues(guid: string, years: YearCount) {
  return useQuery(keyValuesQueryOptions(guid, years));
}
