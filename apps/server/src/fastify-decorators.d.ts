import 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { SharedRedis } from './platform/redis.ts';
import type { LiveBus } from './platform/live-bus.ts';
import type { BackgroundWork } from './platform/background.ts';
import type { RateCounter } from './platform/rate-counter.ts';

// The app's own decorators (its configuration, database and shared services); each module declares its own in its plugin.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    redis: SharedRedis | undefined;
    liveBus: LiveBus;
    /** Throttle counters shared by the per-address and per-recipient limits (Redis when configured). */
    rateCounter: RateCounter;
    background: BackgroundWork;
  }
}
