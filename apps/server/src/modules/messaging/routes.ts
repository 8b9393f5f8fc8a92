import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '@sahm/contracts/common';
import { outboxListSchema, outboxQuerySchema } from '@sahm/contracts/users';
import { isLoopbackCaller } from '../../platform/loopback.ts';
import { assertAccess } from '../../platform/route-access.ts';
import type { Messaging } from './service.ts';

/**
 * The outbox holds every one-time code and reset link: a developer on this machine reads it, and
 * so may an administrator from elsewhere; nobody else, whatever NODE_ENV says.
 */
async function thisMachineOrAdmin(req: FastifyRequest): Promise<void> {
  if (!isLoopbackCaller(req)) await assertAccess(req, 'admin');
}

/** GET /dev/outbox: what the local SMS and mail stand-ins "sent", newest first. Never registered in production. */
export async function devOutboxRoutes(app: FastifyInstance, { messaging }: { messaging: Messaging }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dev/outbox',
    {
      // Public by declaration; the check below lets only this machine or an administrator through.
      config: { auth: 'public' },
      preHandler: thisMachineOrAdmin,
      schema: {
        tags: ['development'],
        summary: 'Messages held by the local outbox (not in production; callers on this machine or administrators only)',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    (req) => messaging.outbox(req.query),
  );
}
