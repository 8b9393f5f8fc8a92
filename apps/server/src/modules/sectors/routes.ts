import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { sectorGuidParamsSchema, sectorPointsSchema, sectorQuerySchema, sectorSchema, sectorTreeSchema } from '@sahm/contracts/sectors';
import { requestLocale } from '../../platform/locale.ts';
import type { SectorService } from './service.ts';

const tags = ['sectors'];

/** Sectors (spec §7, Sectors): the tree with each sector's change today, the changes as chart points, one sector. */
export async function sectorRoutes(app: FastifyInstance, { sectors }: { sectors: SectorService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/sectors',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The sector tree with each sector’s change today',
        querystring: sectorQuerySchema,
        response: { 200: sectorTreeSchema, 422: validationErrorSchema },
      },
    },
    (req) => sectors.list(requestLocale(req), req.query),
  );

  r.get(
    '/sectors/points',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Every sector’s change ratio in the session, by market',
        querystring: sectorQuerySchema,
        response: { 200: sectorPointsSchema, 422: validationErrorSchema },
      },
    },
    (req) => sectors.points(requestLocale(req), req.query),
  );

  r.get(
    '/sectors/:guid',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One sector with its sub-sectors',
        params: sectorGuidParamsSchema,
        response: { 200: sectorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    (req) => sectors.one(requestLocale(req), req.params.guid),
  );
}
