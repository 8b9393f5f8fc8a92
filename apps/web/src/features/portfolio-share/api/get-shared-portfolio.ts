import { sharedPortfolioSchema, type SharedPortfolio } from '@sahm/contracts/portfolio-share';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { shareKeys } from './query-keys.ts';

export function getSharedPortfolio(token: string, signal?: AbortSignal): Promise<SharedPortfolio> {
  // A link that no longer works is the page's to say, not a toast's.
  return apiGet(`/shared-portfolios/${encodeURIComponent(token)}/`, { signal, schema: sharedPortfolioSchema, silent: true });
}

/** A shared portfolio as anyone with the link sees it; a revoked link is not asked for again. */
export function useSharedPortfolio(token: string) {
  return useQuery({
    queryKey: shareKeys.shared(token),
    queryFn: ({ signal }) => getSharedPortfolio(token, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
