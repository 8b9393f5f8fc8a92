import type { Movement, StockListQuery, stockPeriods } from '@sahm/contracts/stocks';
import { queryScopes } from '../../../shared/api/query-keys.ts';

type StockListKeyParams = Partial<StockListQuery>;
type FavoriteKeyParams = { page: number; size: number; market_guid: string };

/** Every stocks query lives under 'stocks': favourites' flags show in all of them. */
export const stockKeys = {
  all: queryScopes.stocks,
  lists: () => [...queryScopes.stocks, 'list'] as const,
  list: (params: StockListKeyParams) => [...stockKeys.lists(), params] as const,
  favorites: (params: FavoriteKeyParams) => [...queryScopes.stocks, 'favorites', params] as const,
  detail: (guid: string) => [...queryScopes.stocks, 'detail', guid] as const,
  points: (guid: string, period: (typeof stockPeriods)[number]) => [...queryScopes.stocks, 'points', guid, period] as const,
  movement: (movement: Movement, marketGuid: string) => [...queryScopes.stocks, 'movement', { movement, marketGuid }] as const,
};
