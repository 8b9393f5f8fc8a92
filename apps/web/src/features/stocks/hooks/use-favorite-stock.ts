import { useFavoriteToggle } from '../../../shared/hooks/use-favorite-toggle.ts';
import { addFavoriteStock } from '../api/add-favorite-stock.ts';
import { stockKeys } from '../api/query-keys.ts';
import { removeFavoriteStock } from '../api/remove-favorite-stock.ts';

/** The star of a stock row or page. */
export function useFavoriteStock(onSignInRequired: () => void) {
  return useFavoriteToggle({
    add: addFavoriteStock,
    remove: removeFavoriteStock, // The flag shows in lists, favourites and details: all of them.
    invalidates: stockKeys.all,
    onSignInRequired,
  });
}

export type FavoriteStockToggle = ReturnType<typeof useFavoriteStock>;
