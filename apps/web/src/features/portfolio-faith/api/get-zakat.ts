import { portfolioZakatSchema, type PortfolioZakat, type ZakatQuery } from '@sahm/contracts/portfolio-income';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { faithKeys, faithPath } from './query-keys.ts';

/** The query as sent: a date or gold price left empty is left out. */
export type ZakatParams = Pick<ZakatQuery, 'method' | 'calendar'> & { date?: string | undefined; gold_price?: string | undefined };

export function getZakat(guid: string, query: ZakatParams, signal?: AbortSignal): Promise<PortfolioZakat> {
  return apiGet(faithPath(guid, 'zakat/'), { signal, params: query, schema: portfolioZakatSchema });
}

export const zakatQueryOptions = (guid: string, query: ZakatParams) =>
  queryOptions({ queryKey: faithKeys.zakat(guid, { ...query }), queryFn: ({ signal }) => getZakat(guid, query, signal) });

/** Zakat by the chosen method; the previous answer stays on screen while another loads. */
export function useZakat(guid: string | undefined, query: ZakatParams, enabled = true) {
  return useQuery({ ...zakatQueryOptions(guid ?? '', query), enabled: enabled && Boolean(guid), placeholderData: keepPreviousData });
}
