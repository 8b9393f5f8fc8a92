import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { SharedRedis } from './redis.ts';
import type { MarketLivePoints } from '@sahm/contracts/markets';
import type { StockTick } from '@sahm/contracts/live';

/** What the feed publishes after each step: every figure that moved. Names are added per language by readers. */
export type FeedEvent = {
  /** When the feed produced the step (ISO); the fan-out latency is measured from here. */
  at: string;
  stocks: StockTick[];
  markets: { guid: string; live: MarketLivePoints }[];
  sectors: { guid: string; market_guid: string | null; change_ratio: number }[];
  trade_date: string;
};

/** A channel of events every process hears: the market feed's steps by default, or another kind (new announcements). */
export type LiveBus<E = FeedEvent> = {
  publish: (event: E) => Promise<void>;
  /** Calls the handler for every event from any process; returns the unsubscribe function. */
  subscribe: (handler: (event: E) => void) => () => void;
  close: () => Promise<void>;
};

/**
 * What a stream only the signed-in user may see (a portfolio's figures) needs from the socket it
 * runs on: its own bus (while one of them listens, the socket closes when its token runs out), and
 * the token's expiry. The live module's socket scope provides it.
 */
export type OwnerStreams = {
  bus: LiveBus;
  /** Any other bus, held the same way (a user's alert notifications). */
  scoped: <E>(source: LiveBus<E>) => LiveBus<E>;
  expired: () => boolean;
  /** Closes the socket (4403) because its token has run out; the client reconnects with a fresh one. */
  endForToken: () => void;
};

/** One process: events go straight from the feed to the subscribers. */
export function memoryBus<E = FeedEvent>(): LiveBus<E> {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    publish: async (event) => {
      emitter.emit('event', event);
    },
    subscribe: (handler) => {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several processes: the feed publishes to a Redis channel and every server process relays what
 * it hears to its own subscribers, so a client's connection can land on any process. While Redis
 * is away, events go straight to this process's subscribers (live data keeps flowing where the
 * feed runs; other processes catch up from the database) and through Redis again once it is back.
 */
export function redisBus<E = FeedEvent>(
  url: string,
  publisher: SharedRedis,
  log: FastifyBaseLogger,
  prefix = 'sahm:',
  name = 'feed',
): LiveBus<E> {
  const channel = `${prefix}live:${name}`;
  const local = memoryBus<E>();
  // Its own connection (a subscribed connection can do nothing else). It keeps an offline queue so
  // the first SUBSCRIBE waits for Redis, and subscribes again by itself after every reconnection.
  const subscriber = new Redis(url, { retryStrategy: (n) => Math.min(n * 200, 2000), maxRetriesPerRequest: null });
  // The publisher's health reports an outage once; this connection's errors are the same outage.
  subscriber.on('error', (err) => log.debug({ err: err.message }, 'redis subscriber error'));
  subscriber.subscribe(channel).catch((err: Error) => log.debug({ err: err.message }, 'redis subscribe failed'));
  subscriber.on('message', (_ch, message: string) => {
    try {
      void local.publish(JSON.parse(message) as E);
    } catch (err) {
      log.warn({ err }, 'unreadable live event');
    }
  });
  return {
    publish: async (event) => {
      // Through Redis only while this process also hears it back, so its own subscribers get
      // every event exactly once either way.
      if (publisher.usable() && subscriber.status === 'ready') {
        try {
          await publisher.client.publish(channel, JSON.stringify(event));
          return;
        } catch (err) {
          publisher.health.suspect(err);
        }
      }
      await local.publish(event);
    },
    subscribe: local.subscribe,
    close: async () => {
      await local.close();
      subscriber.disconnect();
    },
  };
}
