import { useSyncExternalStore } from 'react';
import type { SessionUser } from './access-claims.ts';
import { getSession, subscribeSession } from './session.ts';

/** The signed-in user (from the access token's claims), or null. Re-renders when the session changes. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, () => getSession().user);
}
