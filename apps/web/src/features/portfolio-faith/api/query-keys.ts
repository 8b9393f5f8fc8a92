import { queryScopes } from '../../../shared/api/query-keys.ts';

/**
 * Under the portfolio's own key (portfolios → one → guid), so whatever refreshes a portfolio's
 * figures after a trade or a cash edit refreshes these too.
 */
const one = (guid: string) => [...queryScopes.portfolios, 'one', guid] as const;
export const faithKeys = {
  purification: (guid: string, year: number, provider: string | undefined) =>
    [...one(guid), 'purification', year, provider ?? 'all'] as const,
  zakat: (guid: string, query: Record<string, string | undefined>) => [...one(guid), 'zakat', query] as const,
};

export const faithPath = (guid: string, rest: string) => `/portfolio/${encodeURIComponent(guid)}/${rest}`;
