import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { portfolioParamsSchema } from '@sahm/contracts/portfolio';
import { benchmarkQuerySchema, portfolioBenchmarkSchema } from '@sahm/contracts/portfolio-returns';
import { caller as routeCaller } from '../../platform/route-access.ts';
import type { ReturnsService } from './service.ts';

const caller = (req: FastifyRequest) => ({ userId: routeCaller(req).sub });

/** Returns of one of the signed-in user's portfolios against the main market's index. */
export async function returnsRoutes(app: FastifyInstance, { returns }: { returns: ReturnsService }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/portfolio/:guid/performance/benchmark',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['portfolio'],
        summary:
          'Time-weighted return (flows taken out), money-weighted return (XIRR of the flows) and TASI’s return over a period, with both lines rebased to 100 per session',
        params: portfolioParamsSchema,
        querystring: benchmarkQuerySchema,
        response: { 200: portfolioBenchmarkSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (req) => returns.benchmark(caller(req), req.params.guid, req.query),
  );
}
