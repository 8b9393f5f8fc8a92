import type { MessageResponse } from '@sahm/contracts/users';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { enqueueSnackbar } from '../ui/notify.ts';
import { useSessionUser } from '../auth/use-session.ts';

type FavoriteToggleOptions = {
  add: (guid: string) => Promise<MessageResponse>;
  remove: (guid: string) => Promise<MessageResponse>;
  /** Lists and pages that show the favourite flag. */
  invalidates: QueryKey;
  /** Visitors are asked to sign in instead (the #auth-required dialog). */
  onSignInRequired: () => void;
};

type Change = { guid: string; follow: boolean };

/**
 * Follow or unfollow a stock or a fund: the server's own (translated) message is the toast,
 * and the star shows the new state while the request runs.
 */
export function useFavoriteToggle({ add, remove, invalidates, onSignInRequired }: FavoriteToggleOptions) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ guid, follow }: Change) => (follow ? add(guid) : remove(guid)),
    onSuccess: (answer) => enqueueSnackbar(answer.message, { variant: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
  const pending = mutation.isPending ? mutation.variables : undefined;

  // Someone signed in (or another account did): the flags on screen were the previous reader's.
  const userId = user?.sub ?? null;
  const shownFor = useRef(userId);
  useEffect(() => {
    if (shownFor.current === userId) return;
    shownFor.current = userId;
    void queryClient.invalidateQueries({ queryKey: invalidates });
  }, [userId, queryClient, invalidates]);

  return {
    toggle: (guid: string, isFavorite: boolean) => {
      if (!user) onSignInRequired();
      else if (!pending) mutation.mutate({ guid, follow: !isFavorite });
    },
    /** The flag to show: the requested one while its request runs. */
    isFavorite: (guid: string, isFavorite: boolean) => (pending?.guid === guid ? pending.follow : isFavorite),
    busy: (guid: string) => pending?.guid === guid,
  };
}
