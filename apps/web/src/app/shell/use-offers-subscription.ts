import { useSessionUser } from '../../shared/auth/use-session.ts';

/** The subscribe-now button is for visitors and BASIC users only (spec §2, app shell). */
export function useOffersSubscription(): boolean {
  const user = useSessionUser();
  return !user || user.current_plan === 'BASIC';
}
