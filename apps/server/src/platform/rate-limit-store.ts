import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedRedis } from './redis.ts';

type Params = FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean };
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The API rate limit's counters: in Redis while it is usable, so every process shares one budget
 * per client, and in this process while it is not, so an outage neither fails nor slows requests
 * (the limit then holds per process). The choice is a flag read per request, never a round trip.
 */
export function fallbackRateLimitStore(redis: SharedRedis, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      params: Params,
      private readonly shared: FastifyRateLimitStore = new RedisStore(
        params.continueExceeding,
        params.exponentialBackoff,
        redis.client,
        nameSpace,
      ),
      private readonly local: FastifyRateLimitStore = new LocalStore(params.continueExceeding, params.exponentialBackoff),
    ) {}

    incr(key: string, cb: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number): void {
      if (!redis.usable()) return this.local.incr(key, cb, timeWindow, max);
      this.shared.incr(
        key,
        (err, result) => {
          if (!err) return cb(null, result);
          redis.health.suspect(err);
          this.local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteParams): FastifyRateLimitStore {
      return new FallbackStore(routeOptions as Params, this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  return FallbackStore;
}
