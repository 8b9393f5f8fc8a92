import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A Redis client that survives Redis restarts: errors are logged, not thrown at the process, and
 * reconnects back off up to two seconds.
 */
export function createRedis(url: string, log: FastifyBaseLogger): Redis {
  const client = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let lastError = 0;
  client.on('error', (err) => {
    // A dead Redis reports every retry; one line every ten seconds is enough to act on.
    if (Date.now() - lastError > 10_000) log.warn({ err: err.message }, 'redis error');
    lastError = Date.now();
  });
  return client;
}
