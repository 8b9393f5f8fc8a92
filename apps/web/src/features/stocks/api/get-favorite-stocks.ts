import { favoriteStockListSchema, type StockList } from '@sahm/contracts/stocks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { stockKeys } from './query-keys.ts';

type FavoriteParams = { page: number; size: number; market_guid: string };

/** The signed-in user's favourites of one market, as a page of stocks. */
export async function getFavoriteStocks(params: FavoriteParams, signal?: AbortSignal): Promise<StockList> {
  const page = await apiGet('/stocks/favorites/', { params, signal, schema: favoriteStockListSchema });
  return { ...page, items: page.items.map((favorite) => ({ ...favorite.stock, is_favorite: true })) };
}

export const favoriteStocksQueryOptions = (params: FavoriteParams) =>
  queryOptions({
    queryKey: stockKeys.favorites(params),
    queryFn: ({ signal }) => getFavoriteStocks(params, signal),
    placeholderData: keepPreviousData,
  });

export function useFavoriteStocks(params: FavoriteParams, { enabled = true } = {}) {
  return useQuery({ ...favoriteStocksQueryOptions(params), enabled });
}
