import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
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

export type LiveBus = {
  publish: (event: FeedEvent) => Promise<void>;
  /** Calls the handler for every event from any process; returns the unsubscribe function. */
  subscribe: (handler: (event: FeedEvent) => void) => () => void;
  close: () => Promise<void>;
};

const channel = 'sahm:live:feed';

/** One process: events go straight from the feed to the subscribers. */
export function memoryBus(): LiveBus {
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
 * it hears to its own subscribers, so a client's connection can land on any process.
 */
export function redisBus(url: string, publisher: Redis, log: FastifyBaseLogger): LiveBus {
  const local = memoryBus();
  const subscriber = new Redis(url, { retryStrategy: (n) => Math.min(n * 200, 2000), maxRetriesPerRequest: null });
  subscriber.on('error', (err) => log.warn({ err: err.message }, 'redis subscriber error'));
  const ready = subscriber.subscribe(channel);
  subscriber.on('message', (_ch, message: string) => {
    try {
      void local.publish(JSON.parse(message) as FeedEvent);
    } catch (err) {
      log.warn({ err }, 'unreadable live event');
    }
  });
  return {
    publish: async (event) => {
      await ready;
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: local.subscribe,
    close: async () => {
      await local.close();
      subscriber.disconnect();
    },
  };
}
