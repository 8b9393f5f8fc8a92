import { queryScopes } from '../../../shared/api/query-keys.ts';

/** The owner's link under the portfolio's own key, so a deleted portfolio takes it with it. */
export const shareKeys = {
  owner: (guid: string) => [...queryScopes.portfolios, 'one', guid, 'share'] as const,
  shared: (token: string) => [...queryScopes.portfolios, 'shared', token] as const,
};

export const sharePath = (guid: string) => `/portfolio/${encodeURIComponent(guid)}/share/`;
