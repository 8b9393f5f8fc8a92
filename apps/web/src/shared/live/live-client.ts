import { createClient, type Client } from 'graphql-ws';
import { getSession, subscribeSession } from '../auth/session.ts';
import { env } from '../config/env.ts';
import { readStoredLocale } from '../i18n/locale.ts';

/** Seconds of life an access token must have left to be offered to the live service. */
const TOKEN_MARGIN_SECONDS = 10;

/**
 * The bearer token when the session has one that is still good. Live data is public: an
 * expired token would only get the socket refused, so it is left out rather than refreshed here.
 */
function bearer(): string | undefined {
  const { user, accessToken } = getSession();
  if (!user || !accessToken) return undefined;
  return user.exp - TOKEN_MARGIN_SECONDS > Date.now() / 1000 ? `Bearer ${accessToken}` : undefined;
}

/** Who the open socket speaks for (the user's id, or null for a visitor). */
let connectedAs: string | null = null;

/** Browsers cannot set headers on a WebSocket: the app token, locale and bearer go as connection parameters. */
export function connectionParams(): Record<string, string> {
  const authorization = bearer();
  connectedAs = authorization ? (getSession().user?.sub ?? null) : null;
  return { app_token: env.appToken, locale: readStoredLocale(), ...(authorization ? { authorization } : {}) };
}

export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

let client: Client | null = null;

/** One client for the whole app; it opens its socket with the first subscription and closes after the last. */
function liveClient(): Client {
  if (client) return client;
  reconnectOnIdentityChange();
  client = createClient({
    url: liveUrl(),
    lazy: true,
    // Read on every (re)connection, so a new sign-in or a refreshed token is picked up.
    connectionParams,
    lazyCloseTimeout: 3_000,
    retryAttempts: Infinity,
    shouldRetry: () => true,
  });
  return client;
}

/**
 * The server authorises a socket once, when it opens: after signing in or out the socket is
 * reopened (graphql-ws re-subscribes what was running), so owner-only streams such as a
 * portfolio's figures start working without a reload. A refreshed token of the same user changes
 * nothing.
 */
function reconnectOnIdentityChange(): void {
  subscribeSession(() => {
    const user = getSession().user?.sub ?? null;
    if (client && user !== connectedAs) client.terminate();
  });
}

export type LiveSink<T> = { next: (data: T) => void; error: () => void };

/**
 * Starts a subscription and returns its stop function. GraphQL errors and a closed stream
 * both reach `error`, so the caller can fall back to a one-time fetch.
 */
export function subscribeLive<T>(query: string, variables: Record<string, unknown>, sink: LiveSink<T>): () => void {
  return liveClient().subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors?.length || !result.data) sink.error();
        else sink.next(result.data);
      },
      error: () => sink.error(),
      complete: () => undefined,
    },
  );
}
