import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  marketGuidParamsSchema,
  marketListSchema,
  marketPointsQuerySchema,
  marketPointsSchema,
  marketSchema,
  marketStatusPatchSchema,
  marketStatusSchema,
} from '@sahm/contracts/markets';
import { requestLocale } from '../../platform/locale.ts';
import type { MarketService } from './service.ts';

const tags = ['markets'];

/** Markets (spec §7, Markets): the list with live index figures, one market, its chart, its session status. */
export async function marketRoutes(app: FastifyInstance, { markets }: { markets: MarketService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/markets',
    { config: { auth: 'public' }, schema: { tags, summary: 'Markets with their live index figures', response: { 200: marketListSchema } } },
    (req) => markets.page(requestLocale(req)),
  );

  r.get(
    '/markets/:guid',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'One market', params: marketGuidParamsSchema, response: { 200: marketSchema, 404: errorSchema } },
    },
    (req) => markets.one(requestLocale(req), req.params.guid),
  );

  r.get(
    '/markets/:guid/points',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Index chart: ticks of the latest session (day) or one point per session',
        params: marketGuidParamsSchema,
        querystring: marketPointsQuerySchema,
        response: { 200: marketPointsSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    (req) => markets.points(requestLocale(req), req.params.guid, req.query),
  );

  r.get(
    '/markets/:guid/status',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Open or closed now (Asia/Riyadh), holiday, session hours',
        params: marketGuidParamsSchema,
        response: { 200: marketStatusSchema, 404: errorSchema },
      },
    },
    (req) => markets.status(requestLocale(req), req.params.guid),
  );

  r.patch(
    '/markets/:guid/status',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Override one day (default today): closed, or open with its hours (SUPER_ADMIN)',
        params: marketGuidParamsSchema,
        body: marketStatusPatchSchema,
        response: { 200: marketStatusSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    (req) => markets.overrideDay(requestLocale(req), req.params.guid, req.body),
  );
}
