import { portfolioBenchmarkSchema, type BenchmarkPeriod, type PortfolioBenchmark } from '@sahm/contracts/portfolio-returns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { queryScopes } from '../../../shared/api/query-keys.ts';

/**
 * Under the portfolio's own key (portfolios → one → guid), so whatever refreshes a portfolio's
 * figures after a trade or a cash edit refreshes these too.
 */
const benchmarkKey = (guid: string, period: BenchmarkPeriod) => [...queryScopes.portfolios, 'one', guid, 'benchmark', period] as const;

export function getBenchmark(guid: string, period: BenchmarkPeriod, signal?: AbortSignal): Promise<PortfolioBenchmark> {
  return apiGet(`/portfolio/${encodeURIComponent(guid)}/performance/benchmark/`, {
    signal,
    params: { period },
    schema: portfolioBenchmarkSchema,
  });
}

/** The portfolio's returns against TASI over a period; the previous period's stay on screen while another loads. */
export function useBenchmark(guid: string, period: BenchmarkPeriod) {
  return useQuery({
    queryKey: benchmarkKey(guid, period),
    queryFn: ({ signal }) => getBenchmark(guid, period, signal),
    placeholderData: keepPreviousData,
  });
}
