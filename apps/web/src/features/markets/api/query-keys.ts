import type { marketPeriods } from '@sahm/contracts/markets';
import { queryScopes } from '../../../shared/api/query-keys.ts';

export const marketKeys = {
  all: queryScopes.markets,
  list: () => [...queryScopes.markets, 'list'] as const,
  status: (guid: string) => [...queryScopes.markets, 'status', guid] as const,
  points: (guid: string, period: (typeof marketPeriods)[number]) => [...queryScopes.markets, 'points', guid, period] as const,
};

/** A market's sectors: the tree and the day's changes. */
export const sectorKeys = {
  all: queryScopes.sectors,
  tree: (marketGuid: string) => [...queryScopes.sectors, 'tree', { marketGuid }] as const,
  points: (marketGuid: string) => [...queryScopes.sectors, 'points', { marketGuid }] as const,
};
