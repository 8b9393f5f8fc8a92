import { portfolioListSchema, type PortfolioList } from '@sahm/contracts/portfolio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfoliosPath } from './query-keys.ts';

export function getPortfolios(signal?: AbortSignal): Promise<PortfolioList> {
  return apiGet(portfoliosPath, { params: { include_performance: true }, signal, schema: portfolioListSchema });
}

export const portfoliosQueryOptions = () =>
  queryOptions({ queryKey: portfolioKeys.list(), queryFn: ({ signal }) => getPortfolios(signal) });

export function usePortfolios(options: { enabled?: boolean } = {}) {
  return useQuery({ ...portfoliosQueryOptions(), enabled: options.enabled ?? true });
}
