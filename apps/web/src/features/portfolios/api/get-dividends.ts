import { portfolioDividendsSchema, type PortfolioDividends } from '@sahm/contracts/portfolio-income';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { portfolioKeys, portfolioPath } from './query-keys.ts';

export function getDividends(guid: string, signal?: AbortSignal): Promise<PortfolioDividends> {
  return apiGet(portfolioPath(guid, 'dividends/'), { signal, schema: portfolioDividendsSchema });
}

/** A portfolio's dividends: received, announced and the estimated income of its holdings. */
export function useDividends(guid: string | undefined) {
  return useQuery({
    queryKey: portfolioKeys.dividends(guid ?? ''),
    queryFn: ({ signal }) => getDividends(guid!, signal),
    enabled: Boolean(guid),
  });
}
