import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '@sahm/contracts/common';
import { marketGuidParamsSchema, marketListSchema, marketSchema } from '@sahm/contracts/markets';
import { notFound } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';

export async function marketRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/markets', { schema: { tags: ['markets'], summary: 'Markets with their live index figures', response: { 200: marketListSchema } } }, async (req) => {
    const items = await app.markets.list(requestLocale(req));
    return { items, total: items.length, page: 1, size: items.length };
  });

  r.get(
    '/markets/:guid',
    { schema: { tags: ['markets'], summary: 'One market', params: marketGuidParamsSchema, response: { 200: marketSchema, 404: errorSchema } } },
    async (req) => {
      const market = await app.markets.get(requestLocale(req), req.params.guid);
      if (!market) throw notFound('marketNotFound');
      return market;
    },
  );
}
