import i18next from 'i18next';
import { enqueueSnackbar } from '../ui/notify.ts';
import { configureApiAuth, type AuthHooks, type UnauthorizedOutcome } from '../api/api-client.ts';
import { currentLocationPath } from './redirect.ts';
import {
  configureSessionExit,
  endSession,
  forgetSession,
  getSession,
  pendingRefresh,
  refreshExpiredToken,
  syncSessionFromStorage,
} from './session.ts';
import { SESSION_STORAGE_KEY } from './token-storage.ts';

/** Where the session sends people; the app owns its routes and passes them in. */
export type SessionRoutes = {
  navigate: (href: string) => void;
  loginHref: (redirect?: string) => string;
  verificationHref: () => string;
};

/** The `code` the API puts beside `detail` in its 401 answers. */
function codeOf(body: unknown): string | undefined {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function warn(message: string): void {
  enqueueSnackbar(message, { variant: 'warning', preventDuplicate: true });
}

/** A token refresh is tried at most twice in a row; the third expiry ends the session (spec §4). */
export const MAX_EXPIRIES_IN_A_ROW = 2;

export function createAuthHooks(routes: SessionRoutes): AuthHooks {
  let expiriesInARow = 0;

  async function afterExpiry(staleToken: string): Promise<UnauthorizedOutcome> {
    const running = pendingRefresh();
    const current = getSession().accessToken;
    // Another request already brought a new token: just try again with it.
    if (!running && current && current !== staleToken) return 'retry';
    if (!running) {
      expiriesInARow += 1;
      if (expiriesInARow > MAX_EXPIRIES_IN_A_ROW) {
        endSession();
        return 'handled';
      }
    }
    const result = await refreshExpiredToken(staleToken);
    if (result === 'renewed') return 'retry';
    if (result === 'rejected') {
      endSession();
      return 'handled';
    }
    return 'report';
  }

  return {
    getAccessToken: () => getSession().accessToken,
    onAuthorized: () => {
      expiriesInARow = 0;
    },
    onUnauthorized: async (error, { token }) => {
      switch (codeOf(error.body)) {
        // token_invalid: a token the server cannot verify (its signing key changed); a refresh brings a good one.
        case 'token_expired':
        case 'token_invalid':
          return token ? afterExpiry(token) : 'report';
        case 'auth_required':
          // Sent with a token the server no longer accepts: that session is gone.
          if (token) forgetSession();
          warn(i18next.t('common:session.loginRequired'));
          routes.navigate(routes.loginHref(currentLocationPath()));
          return 'handled';
        case 'mobile_unverified':
          warn(i18next.t('common:session.verifyMobile'));
          routes.navigate(routes.verificationHref());
          return 'handled';
        default:
          return 'report';
      }
    },
  };
}

/** Wires the session into the API client and keeps it in step with other tabs. Called once at start. */
export function installSession(routes: SessionRoutes): void {
  configureSessionExit({ loginHref: routes.loginHref });
  configureApiAuth(createAuthHooks(routes));
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) syncSessionFromStorage();
  });
}
