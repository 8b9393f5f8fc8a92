import { dividendChartSchema, type DividendChart } from '@sahm/contracts/company';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { companyKeys } from './query-keys.ts';

export function getDividendChart(guid: string, byQuarter: boolean, signal?: AbortSignal): Promise<DividendChart> {
  return apiGet(`/stocks/${encodeURIComponent(guid)}/dividends/charts`, {
    params: { by_quarter: byQuarter },
    signal,
    schema: dividendChartSchema,
  });
}

export const dividendChartQueryOptions = (guid: string, byQuarter: boolean) =>
  queryOptions({
    queryKey: companyKeys.dividendChart(guid, byQuarter),
    queryFn: ({ signal }) => getDividendChart(guid, byQuarter, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useDividendChart(guid: string, byQuarter: boolean) {
  return useQuery(dividendChartQueryOptions(guid, byQuarter));
}
