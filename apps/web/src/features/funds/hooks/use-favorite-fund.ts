import { useFavoriteToggle } from '../../../shared/hooks/use-favorite-toggle.ts';
import { addFavoriteFund, favoriteFundKeys } from '../api/add-favorite-fund.ts';
import { removeFavoriteFund } from '../api/remove-favorite-fund.ts';

/** The star of a fund row or page. */
export function useFavoriteFund(onSignInRequired: () => void) {
  return useFavoriteToggle({ add: addFavoriteFund, remove: removeFavoriteFund, invalidates: favoriteFundKeys, onSignInRequired });
}

export type FavoriteFundToggle = ReturnType<typeof useFavoriteFund>;
