import { portfolioChartSchema, type PortfolioChart } from '@sahm/contracts/portfolio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

export function getChart(guid: string, signal?: AbortSignal): Promise<PortfolioChart> {
  return apiGet(portfolioPath(guid, 'chart'), { signal, schema: portfolioChartSchema });
}

export const chartQueryOptions = (guid: string) =>
  queryOptions({ queryKey: portfolioKeys.chart(guid), queryFn: ({ signal }) => getChart(guid, signal) });

export function usePortfolioChart(guid: string | undefined, refetchInterval?: number | false) {
  return useQuery({ ...chartQueryOptions(guid ?? ''), enabled: Boolean(guid), refetchInterval });
}
