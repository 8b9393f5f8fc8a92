import type { RateCounter } from './rate-counter.ts';
import type { SharedRedis } from './redis.ts';

/**
 * Counts in Redis while it is usable and in this process while it is not, so a Redis outage
 * never fails or slows a sign-in: throttles keep counting per process (a client spread over N
 * processes gets at most N times the budget for the outage's length) and are shared again once
 * Redis is back.
 */
export function fallbackRateCounter(redis: SharedRedis, shared: RateCounter, local: RateCounter): RateCounter {
  const use =
    <A extends unknown[], R>(pick: (c: RateCounter) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!redis.usable()) return pick(local)(...args);
      try {
        return await pick(shared)(...args);
      } catch (err) {
        redis.health.suspect(err);
        return pick(local)(...args);
      }
    };
  return {
    hit: use((c) => c.hit),
    peek: use((c) => c.peek),
    reset: use((c) => c.reset),
    release: use((c) => c.release),
  };
}
