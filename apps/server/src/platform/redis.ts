import { Redis } from 'ioredis';
import { dependencyHealth, type DependencyHealth } from './dependency-health.ts';

/** A Redis connection and whether it can be used right now. */
export type SharedRedis = {
  client: Redis;
  health: DependencyHealth;
  /** Connected and answering: callers use Redis, or their in-process fallback when false. One property read. */
  usable: () => boolean;
};

/**
 * A Redis client for shared counters that never makes a request wait on a Redis that is not there:
 * commands fail at once while it is disconnected (no offline queue, no retries) and after half a
 * second when it hangs, and callers fall back to this process. It reconnects by itself, backing
 * off up to two seconds.
 */
export function createRedis(url: string): SharedRedis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Until the first connection the server uses its own counters without calling it an outage; a
  // command that times out on a connected Redis is confirmed with a PING before Redis is set aside.
  const health = dependencyHealth({ initial: 'starting', probe: () => client.ping(), probeEveryMs: 1000 });
  client.on('ready', () => health.markUp());
  client.on('error', (err) => health.markDown(err));
  // Each reconnection attempt also reports the error that ended the last one; this marks the first loss.
  client.on('reconnecting', () => {
    if (health.up) health.markDown(new Error('Connection is closed'));
  });
  return { client, health, usable: () => health.up && client.status === 'ready' };
}
