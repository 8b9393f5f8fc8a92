import { portfolioShareSchema, type PortfolioShare } from '@sahm/contracts/portfolio-share';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { shareKeys, sharePath } from './query-keys.ts';

export function getShare(guid: string, signal?: AbortSignal): Promise<PortfolioShare> {
  return apiGet(sharePath(guid), { signal, schema: portfolioShareSchema });
}

/** Whether the portfolio has a live link, read when the share dialog opens. */
export function useShare(guid: string) {
  return useQuery({ queryKey: shareKeys.owner(guid), queryFn: ({ signal }) => getShare(guid, signal) });
}
