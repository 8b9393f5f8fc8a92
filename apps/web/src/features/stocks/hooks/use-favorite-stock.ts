import { useFavoriteToggle } from '../../../shared/hooks/use-favorite-toggle.ts';
import { addFavoriteStock, favoriteStockKeys } from '../api/add-favorite-stock.ts';
import { removeFavoriteStock } from '../api/remove-favorite-stock.ts';

/** The star of a stock row or page. */
export function useFavoriteStock(onSignInRequired: () => void) {
  return useFavoriteToggle({ add: addFavoriteStock, remove: removeFavoriteStock, invalidates: favoriteStockKeys, onSignInRequired });
}

export type FavoriteStockToggle = ReturnType<typeof useFavoriteStock>;
