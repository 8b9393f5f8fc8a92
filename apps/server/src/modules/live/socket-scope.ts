import type { AnnouncementNotice } from '@sahm/contracts/live';
import type { LiveBus, OwnerStreams } from '../../platform/live-bus.ts';
import type { LiveGauge } from './live-gauge.ts';

/** The signed-in user a socket was opened for, and when the token it came with runs out (ms). */
export type SocketIdentity = { userId: string; expiresAt: number };

type Stream = { return?: () => Promise<unknown> };

export type SocketScope = {
  /** The signed-in user, or null for a visitor. */
  userId: string | null;
  /** The live bus for this socket's streams: every handler is counted and let go with the socket. */
  bus: LiveBus;
  /** The same for the notices of new announcements. */
  newsBus: LiveBus<AnnouncementNotice>;
  owner: OwnerStreams;
  /** Holds a running subscription until it ends; returns the function that lets it go. */
  adopt: (stream: Stream) => () => void;
  /** The socket closed: every stream, bus handler and timer it held is released. */
  close: () => Promise<void>;
};

/** Close codes the client reacts to (graphql-ws retries 4403, and the web client refreshes its token first). */
export const closeCodes = { tokenExpired: [4403, 'Token expired'], accountInactive: [4403, 'Account deactivated'] } as const;

// setTimeout holds at most 2^31-1 ms; ACCESS_TOKEN_TTL is at most a day, this is only a guard.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Everything one live socket holds. graphql-ws returns a subscription's iterator when the socket
 * closes, but not one that was still being set up then, and an iterator waiting for its next event
 * may not run its clean-up at once: so each bus handler is registered here too and let go on close,
 * whatever state its stream is in.
 */
export function socketScope(opts: {
  bus: LiveBus;
  newsBus: LiveBus<AnnouncementNotice>;
  gauge: LiveGauge;
  identity: SocketIdentity | null;
  closeSocket: (code: number, reason: string) => void;
  /** Whether the account may still use the service; asked when the token runs out. */
  accountActive: (userId: string) => Promise<boolean>;
}): SocketScope {
  const { gauge, identity } = opts;
  let closed = false;
  let ownerHandlers = 0;
  const releases = new Set<() => void>();
  const streams = new Map<Stream, () => void>();
  gauge.sockets += 1;

  const expired = () => identity !== null && Date.now() >= identity.expiresAt;
  const endForToken = () => opts.closeSocket(...closeCodes.tokenExpired);

  const scopedBus = <E>(source: LiveBus<E>, owner: boolean): LiveBus<E> => ({
    publish: (event) => source.publish(event),
    close: async () => {},
    subscribe: (handler) => {
      if (closed) return () => {};
      // An owner stream set up just as the token ran out: the socket goes, and the handler with it.
      if (owner && expired()) endForToken();
      const off = source.subscribe(handler);
      gauge.listeners += 1;
      if (owner) ownerHandlers += 1;
      const release = () => {
        if (!releases.delete(release)) return;
        off();
        gauge.listeners -= 1;
        if (owner) ownerHandlers -= 1;
      };
      releases.add(release);
      return release;
    },
  });

  const onExpiry = () => {
    if (closed || !identity) return;
    if (ownerHandlers > 0) return endForToken();
    // Only public streams: they may go on, unless the account has been deactivated meanwhile.
    opts.accountActive(identity.userId).then(
      (active) => {
        if (!active && !closed) opts.closeSocket(...closeCodes.accountInactive);
      },
      () => {},
    );
  };
  const timer = identity ? setTimeout(onExpiry, Math.min(Math.max(identity.expiresAt - Date.now(), 0), MAX_TIMER_MS)) : undefined;
  timer?.unref();

  return {
    userId: identity?.userId ?? null,
    bus: scopedBus(opts.bus, false),
    newsBus: scopedBus(opts.newsBus, false),
    owner: { bus: scopedBus(opts.bus, true), scoped: <E>(source: LiveBus<E>) => scopedBus(source, true), expired, endForToken },
    adopt: (stream) => {
      if (closed) {
        void stream.return?.().catch(() => {});
        return () => {};
      }
      const forget = () => {
        if (streams.delete(stream)) gauge.subscriptions -= 1;
      };
      streams.set(stream, forget);
      gauge.subscriptions += 1;
      return forget;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      const open = [...streams.keys()];
      for (const forget of streams.values()) forget();
      for (const release of [...releases]) release();
      gauge.sockets -= 1;
      // The streams' own clean-up (their iterators' finally blocks); a failure there changes nothing now.
      await Promise.all(open.map((s) => s.return?.().catch(() => {})));
    },
  };
}
