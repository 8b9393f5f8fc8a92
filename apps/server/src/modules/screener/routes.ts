import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { screenerFieldListSchema, screenerQuerySchema, screenerResponseSchema } from '@sahm/contracts/screener';
import { requestLocale } from '../../platform/locale.ts';
import { sendPreparedJson } from '../../platform/prepared-json.ts';
import type { ScreenerService } from './service.ts';

const tags = ['screener'];

/** The screener (spec §7 "Screener and comparisons"; §6: CAN_CUSTOMIZE_FILTERS). Its field list is public, like the help texts. */
export async function screenerRoutes(app: FastifyInstance, { screener }: { screener: ScreenerService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/screener/stocks',
    {
      config: { auth: 'user', permission: 'CAN_CUSTOMIZE_FILTERS' },
      schema: {
        tags,
        summary:
          'Listed stocks filtered by up to 5 fields (field__gte, field__lte, field for equals, stock_guid__in, parent_sector_guid__in, market_guid), with the chosen columns and their units',
        querystring: screenerQuerySchema,
        response: { 200: screenerResponseSchema, 401: errorSchema, 403: errorSchema, 422: validationErrorSchema },
      },
    },
    async (req, reply) => sendPreparedJson(req, reply, await screener.screen(requestLocale(req), req.query), { private: true }),
  );

  r.get(
    '/screener/fields',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Every field the screener can filter by or show, with its group, unit and labels in Arabic and English',
        response: { 200: screenerFieldListSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return screener.fields();
    },
  );
}
