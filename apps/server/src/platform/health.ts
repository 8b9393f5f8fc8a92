import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { DependencyHealth } from './dependency-health.ts';

/**
 * Liveness (the process answers) and readiness: 503 while the database is away; 200 with status
 * `degraded` while only Redis is (the server then counts and fans out in its own process). The live
 * sockets' counts show whether subscriptions are released as clients leave.
 */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; redis: DependencyHealth | undefined; live: Readonly<Record<string, number>> },
): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    // A readiness probe comes every few seconds, not per request: it may ask the database itself.
    const databaseUp = await opts.database.health.check();
    const redis = opts.redis?.status() ?? { state: 'off' as const };
    const status = !databaseUp ? 'unavailable' : redis.state === 'down' ? 'degraded' : 'ready';
    reply.header('cache-control', 'no-store');
    return reply
      .status(databaseUp ? 200 : 503)
      .send({ status, database: { kind: opts.database.kind, ...opts.database.health.status() }, redis, live: { ...opts.live } });
  });
}
