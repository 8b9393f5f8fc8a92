import { decodeAccessToken, type SessionUser } from './access-claims.ts';
import { currentLocationPath } from './redirect.ts';
import { ApiError } from '../api/api-error.ts';
import { passwordGrant, refreshGrant, revokeToken } from './token-service.ts';
import { clearStoredSession, readStoredSession, writeStoredSession, type StoredSession } from './token-storage.ts';

/**
 * The session: tokens in storage, the user read from the access token, and the three
 * moves that change it (sign in, refresh, sign out). A small external store so the API
 * client (outside React) and components (through useSession) see the same thing.
 */
export type SessionState = { user: SessionUser | null; accessToken: string | null };

const anonymous: SessionState = { user: null, accessToken: null };

function stateOf(stored: StoredSession | null): SessionState {
  const user = stored ? decodeAccessToken(stored.access_token) : null;
  return user && stored ? { user, accessToken: stored.access_token } : anonymous;
}

let state: SessionState = stateOf(readStoredSession());
const listeners = new Set<() => void>();

function adopt(stored: StoredSession | null): void {
  const next = stateOf(stored);
  if (next.accessToken === state.accessToken) return;
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

/** Takes up what storage holds now (another tab signed in, refreshed or signed out). */
export function syncSessionFromStorage(): void {
  adopt(readStoredSession());
}

export type SignInInput = { email: string; password: string; remember: boolean };

/** Password grant. Throws an ApiError (401 invalid_grant, 429 slow_down) for the form to show. */
export async function signIn({ email, password, remember }: SignInInput): Promise<SessionUser> {
  const tokens = await passwordGrant(email, password);
  const stored = { access_token: tokens.access_token, refresh_token: tokens.refresh_token, remember };
  const user = decodeAccessToken(tokens.access_token);
  if (!user) throw new ApiError(502, 'The token service issued an unreadable token', tokens);
  writeStoredSession(stored);
  adopt(stored);
  return user;
}

/** Revokes the refresh token on the server (best effort), then forgets the session here. */
export async function signOut(): Promise<void> {
  const stored = readStoredSession();
  if (stored) await revokeToken(stored.refresh_token).catch(() => undefined);
  clearStoredSession();
  adopt(null);
}

/* ---------- refresh ---------- */

/** renewed: new tokens in place; rejected: the session is over (400); failed: try later (network, 429, 5xx). */
export type RefreshResult = 'renewed' | 'rejected' | 'failed';

export const REFRESH_LOCK = 'sahm-token-refresh';

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/**
 * One refresh across all tabs: the server treats a second use of a rotated refresh token as
 * theft and ends the session, so the work runs under a browser-wide lock and starts by re-reading
 * storage. With `staleToken` given, a token other than it in storage means another tab (or an
 * earlier caller) has refreshed already, and that one is taken up instead.
 */
function renew(staleToken: string | null): Promise<RefreshResult> {
  return withRefreshLock(async () => {
    const stored = readStoredSession();
    if (!stored) {
      adopt(null);
      return 'rejected';
    }
    if (staleToken !== null && stored.access_token !== staleToken) {
      adopt(stored);
      return 'renewed';
    }
    try {
      const tokens = await refreshGrant(stored.refresh_token);
      const next = { access_token: tokens.access_token, refresh_token: tokens.refresh_token, remember: stored.remember };
      writeStoredSession(next);
      adopt(next);
      return 'renewed';
    } catch (error) {
      return error instanceof ApiError && error.status === 400 ? 'rejected' : 'failed';
    }
  });
}

let inflight: Promise<RefreshResult> | null = null;

function track(run: Promise<RefreshResult>): Promise<RefreshResult> {
  const tracked = run.finally(() => {
    if (inflight === tracked) inflight = null;
  });
  inflight = tracked;
  return tracked;
}

/** Whether a refresh is running in this tab; requests failing meanwhile wait for it. */
export function pendingRefresh(): Promise<RefreshResult> | null {
  return inflight;
}

/** After a 401 token_expired: every caller in this tab shares one refresh. */
export function refreshExpiredToken(staleToken: string): Promise<RefreshResult> {
  return inflight ?? track(renew(staleToken));
}

/* ---------- where a session ends ---------- */

type SessionExit = { loginHref: (redirect?: string) => string };
let exit: SessionExit = { loginHref: () => '/' };

export function configureSessionExit(next: SessionExit): void {
  exit = next;
}

/** Forgets the session here without telling the server (it has already said the session is not valid). */
export function forgetSession(): void {
  clearStoredSession();
  adopt(null);
}

let ending = false;

/** Forced sign-out: forget the tokens and reload on the login page (which comes back here after). */
export function endSession(): void {
  forgetSession();
  // Several requests can fail together; one navigation is enough.
  if (ending) return;
  ending = true;
  window.location.assign(exit.loginHref(currentLocationPath()));
}

/**
 * New claims now (after a profile, mobile or password change). Waits for a refresh already
 * running, then refreshes with whatever refresh token storage holds at that moment.
 */
export async function refreshSession(): Promise<RefreshResult> {
  await inflight;
  const result = await track(renew(null));
  if (result === 'rejected') endSession();
  return result;
}
