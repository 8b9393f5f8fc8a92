import type { fundPeriods } from '@sahm/contracts/funds';
import { queryScopes } from '../../../shared/api/query-keys.ts';

type FundListKeyParams = { page: number; size: number; search?: string; onlyFavourite?: boolean };

/** Every funds query lives under 'funds': favourites' flags show in lists and details. */
export const fundKeys = {
  all: queryScopes.funds,
  list: (params: FundListKeyParams) => [...queryScopes.funds, 'list', params] as const,
  detail: (guid: string) => [...queryScopes.funds, 'detail', guid] as const,
  points: (guid: string, period: (typeof fundPeriods)[number]) => [...queryScopes.funds, 'points', guid, period] as const,
};
