import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sectorQuerySchema, sectorTreeSchema } from '@sahm/contracts/sectors';
import { requestLocale } from '../../platform/locale.ts';

export async function sectorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/sectors',
    { schema: { tags: ['sectors'], summary: 'The sector tree with each sector’s change today', querystring: sectorQuerySchema, response: { 200: sectorTreeSchema } } },
    async (req) => ({ items: await app.sectors.tree(requestLocale(req), req.query.market_guid) }),
  );
}
