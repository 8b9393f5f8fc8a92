import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.ts';
import type { SharedRedis } from './redis.ts';
import { fallbackRateLimitStore } from './rate-limit-store.ts';

/** Security headers, CORS for the configured origins, and rate limits shared across processes via Redis. */
export async function registerSecurity(app: FastifyInstance, config: Config, redis: SharedRedis | undefined): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // MUI's emotion injects style tags at run time; the Swagger UI also needs inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'X-App-Token'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Without Redis (unset, or down for now) the counters live in this process.
    ...(redis ? { store: fallbackRateLimitStore(redis, `${config.redisPrefix}rl:`) } : {}),
    // Health probes and static assets are not API traffic.
    allowList: (req) => !/^\/(api|identity|graphql)(\/|$)/.test(req.url),
  });
}
