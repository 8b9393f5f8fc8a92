import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stockListQuerySchema, stockListSchema } from '@sahm/contracts/stocks';
import { sendJsonText } from '../../platform/json-text.ts';
import { requestLocale } from '../../platform/locale.ts';

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
    // Sent pre-serialized from the page cache; the integration tests check it against the contract.
    async (req, reply) => sendJsonText(reply, await app.stocks.listJson(requestLocale(req), req.query)),
  );
}
