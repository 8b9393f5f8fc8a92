import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxListSchema, outboxQuerySchema } from '@sahm/contracts/users';
import { readOutbox } from './outbox.ts';

/** GET /dev/outbox: what the local SMS and mail stand-ins "sent", newest first. Never registered in production. */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages held by the local outbox (not in production)',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (req) => ({ items: await readOutbox(app.database, req.query) }),
  );
}
