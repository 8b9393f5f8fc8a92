import { useFavoriteToggle } from '../../../shared/hooks/use-favorite-toggle.ts';
import { addFavoriteFund } from '../api/add-favorite-fund.ts';
import { fundKeys } from '../api/query-keys.ts';
import { removeFavoriteFund } from '../api/remove-favorite-fund.ts';

/** The star of a fund row or page. */
export function useFavoriteFund(onSignInRequired: () => void) {
  return useFavoriteToggle({
    add: addFavoriteFund,
    remove: removeFavoriteFund, // The flag shows in lists and details: all of them.
    invalidates: fundKeys.all,
    onSignInRequired,
  });
}

export type FavoriteFundToggle = ReturnType<typeof useFavoriteFund>;
