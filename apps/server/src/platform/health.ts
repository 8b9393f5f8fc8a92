import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** Liveness (the process answers) and readiness (the database answers), with what the live sockets hold open. */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; live: Readonly<Record<string, number>> },
): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await opts.database.query('SELECT 1');
      return { status: 'ready', database: opts.database.kind, live: { ...opts.live } };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
