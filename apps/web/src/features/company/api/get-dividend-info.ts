import { dividendInfoSchema, type DividendInfo, type dividendYearsBack } from '@sahm/contracts/company';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { companyKeys } from './query-keys.ts';

export type YearsBack = (typeof dividendYearsBack)[number];
/** The averages' first view: the last three full years. */
export const defaultYearsBack: YearsBack = 3;

export function getDividendInfo(guid: string, yearsBack: YearsBack, signal?: AbortSignal): Promise<DividendInfo> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/dividends/info`, {
    params: { years_back: yearsBack },
    signal,
    schema: dividendInfoSchema,
  });
}

export const dividendInfoQueryOptions = (guid: string, yearsBack: YearsBack) =>
  queryOptions({
    queryKey: companyKeys.dividendInfo(guid, yearsBack),
    queryFn: ({ signal }) => getDividendInfo(guid, yearsBack, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useDividendInfo(guid: string, yearsBack: YearsBack) {
  return useQuery(dividendInfoQueryOptions(guid, yearsBack));
}
