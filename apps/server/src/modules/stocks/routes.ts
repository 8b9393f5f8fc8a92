import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stockListQuerySchema, stockListSchema } from '@sahm/contracts/stocks';
import { requestLocale } from '../../platform/locale.ts';
import { listStocks } from './queries.ts';

export async function stockRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/stocks',
    {
      schema: {
        tags: ['stocks'],
        summary: 'Listed stocks, searchable in Arabic and English, by market and sector',
        querystring: stockListQuerySchema,
        response: { 200: stockListSchema },
      },
    },
    async (req) => listStocks(app.database, requestLocale(req), req.query),
  );
}
