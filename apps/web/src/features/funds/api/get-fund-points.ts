import { fundPointsSchema, type FundPoint, type fundPeriods } from '@sahm/contracts/funds';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { fundKeys } from './query-keys.ts';

export type FundPeriod = (typeof fundPeriods)[number];
export type FundPoints = { period: FundPeriod; items: FundPoint[] };

export function getFundPoints(guid: string, period: FundPeriod, signal?: AbortSignal): Promise<FundPoints> {
  return apiGet(`/mutual-funds/${encodeURIComponent(guid)}/points/`, { params: { period }, signal, schema: fundPointsSchema });
}

/** The NAV chart's first frame: a year, the server's default (the fund page's loader asks for it too). */
export const FIRST_FUND_PERIOD: FundPeriod = 'year';

export const fundPointsQueryOptions = (guid: string, period: FundPeriod) =>
  queryOptions({
    queryKey: fundKeys.points(guid, period),
    queryFn: ({ signal }) => getFundPoints(guid, period, signal),
    // A fund is valued once a day at most.
    staleTime: 30 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useFundPoints(guid: string, period: FundPeriod) {
  return useQuery(fundPointsQueryOptions(guid, period));
}
