import type { Client } from 'graphql-ws';
import { forgetSession, getSession, refreshExpiredToken, subscribeSession } from '../auth/session.ts';
import { env } from '../config/env.ts';
import { readStoredLocale } from '../i18n/locale.ts';

/** Seconds of life an access token must have left to be offered to the live service. */
const TOKEN_MARGIN_SECONDS = 10;

/** The close code of a socket the server refused or ended for its token (expired, deactivated account). */
export const TOKEN_REFUSED_CLOSE = 4403;

/** The token offered on the socket now open (or opening), and the last one the server refused. */
let offeredToken: string | null = null;
let refusedToken: string | null = null;

/** The bearer token when the session has one still good and not refused by the server. */
function bearer(): string | undefined {
  const { user, accessToken } = getSession();
  if (!user || !accessToken || accessToken === refusedToken) return undefined;
  return user.exp - TOKEN_MARGIN_SECONDS > Date.now() / 1000 ? `Bearer ${accessToken}` : undefined;
}

/** A session refresh run by the live client, during which identity changes are its own doing. */
let refreshing = false;

/**
 * Before each (re)connection: a signed-in user's token that is about to expire, or that the
 * server refused, is refreshed first, so owner-only streams (a portfolio's figures) carry on as
 * the same user. A session the token service has ended is forgotten; the socket opens for a visitor.
 */
export async function prepareConnection(): Promise<void> {
  const { user, accessToken } = getSession();
  if (!user || !accessToken || bearer()) return;
  refreshing = true;
  try {
    if ((await refreshExpiredToken(accessToken)) === 'rejected') forgetSession();
  } finally {
    refreshing = false;
  }
}

/** Who the open socket speaks for (the user's id, or null for a visitor). */
let connectedAs: string | null = null;

/** Browsers cannot set headers on a WebSocket: the app token, locale and bearer go as connection parameters. */
export function connectionParams(): Record<string, string> {
  const authorization = bearer();
  offeredToken = authorization ? getSession().accessToken : null;
  connectedAs = authorization ? (getSession().user?.sub ?? null) : null;
  return { app_token: env.appToken, locale: readStoredLocale(), ...(authorization ? { authorization } : {}) };
}

export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

let lastCloseCode: number | null = null;

/** The server closed the socket; a 4403 means the token it was opened with is no good any more. */
export function onClosed(event: unknown): void {
  lastCloseCode = (event as { code?: number } | null)?.code ?? null;
  if (lastCloseCode === TOKEN_REFUSED_CLOSE && offeredToken) refusedToken = offeredToken;
}

/**
 * Waits before a reconnection: none after a refused token (the refresh is the wait), otherwise
 * graphql-ws's own randomised exponential backoff.
 */
export async function retryWait(retries: number): Promise<void> {
  if (retries === 0 && lastCloseCode === TOKEN_REFUSED_CLOSE) return;
  await new Promise((resolve) => setTimeout(resolve, 2 ** retries * 1000 + 300 + Math.floor(Math.random() * 2700)));
}

let client: Client | null = null;
let loading: Promise<Client> | null = null;

/**
 * One client for the whole app; it opens its socket with the first subscription and closes after
 * the last. Its code (graphql-ws) is fetched with that first subscription, which pages start once
 * drawn: live figures never weigh on a page's first paint.
 */
function liveClient(): Promise<Client> {
  loading ??= import('graphql-ws').then(({ createClient }) => {
    reconnectOnIdentityChange();
    client = createClient({
      // The token is made good before the socket opens (the server waits only a few seconds for its parameters).
      url: async () => {
        await prepareConnection();
        return liveUrl();
      },
      lazy: true,
      // Read on every (re)connection, so a new sign-in or a refreshed token is picked up.
      connectionParams,
      lazyCloseTimeout: 3_000,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait,
      on: { closed: onClosed },
    });
    return client;
  });
  return loading;
}

/**
 * The server authorises a socket when it opens, and closes it (4403) when an owner-only stream
 * outlives the token: after signing in or out the socket is reopened, and after a 4403 it comes
 * back with a refreshed token (graphql-ws re-subscribes what was running either way), so a
 * portfolio's figures keep flowing without a reload. A refreshed token of the same user changes
 * nothing until then.
 */
function reconnectOnIdentityChange(): void {
  subscribeSession(() => {
    if (refreshing) return;
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
  let stopped = false;
  let stop: (() => void) | null = null;
  liveClient().then(
    (live) => {
      if (stopped) return;
      stop = live.subscribe<T>(
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
    },
    // The code could not be fetched (offline, a new build): the caller fetches once instead.
    () => {
      // A later subscription tries to fetch it again.
      loading = null;
      if (!stopped) sink.error();
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
