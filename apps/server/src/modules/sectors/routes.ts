import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Locale } from '@sahm/contracts/common';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  sectorGuidParamsSchema,
  sectorPointsSchema,
  sectorQuerySchema,
  sectorSchema,
  sectorTreeSchema,
  type Sector,
  type SectorPoint,
} from '@sahm/contracts/sectors';
import { notFound } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';

const flatten = (nodes: Sector[]): Sector[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

export async function sectorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sectors'];

  /** Each sector's change in the market's current (or last) session. */
  async function points(locale: Locale, marketGuid?: string): Promise<SectorPoint[]> {
    const markets = await app.markets.list(locale);
    const live = (markets.find((m) => m.guid === marketGuid) ?? markets[0])?.today_live_points;
    const stamp = {
      trade_date: live?.trade_date ?? new Date().toISOString().slice(0, 10),
      datetime: live?.datetime ?? new Date().toISOString(),
    };
    return flatten(await app.sectors.tree(locale, marketGuid))
      .filter((s) => s.change_ratio !== null)
      .map((s) => ({ guid: s.guid, name: s.name, parent: s.parent, change_ratio: s.change_ratio ?? 0, ...stamp }));
  }

  r.get(
    '/sectors',
    {
      schema: {
        tags,
        summary: 'The sector tree with each sector’s change today',
        querystring: sectorQuerySchema,
        response: { 200: sectorTreeSchema, 422: validationErrorSchema },
      },
    },
    async (req) => ({ items: await app.sectors.tree(requestLocale(req), req.query.market_guid) }),
  );

  r.get(
    '/sectors/points',
    {
      schema: {
        tags,
        summary: 'Every sector’s change ratio in the session, by market',
        querystring: sectorQuerySchema,
        response: { 200: sectorPointsSchema, 422: validationErrorSchema },
      },
    },
    async (req) => ({ items: await points(requestLocale(req), req.query.market_guid) }),
  );

  r.get(
    '/sectors/:guid',
    {
      schema: {
        tags,
        summary: 'One sector with its sub-sectors',
        params: sectorGuidParamsSchema,
        response: { 200: sectorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (req) => {
      const sector = flatten(await app.sectors.tree(requestLocale(req))).find((s) => s.guid === req.params.guid);
      if (!sector) throw notFound('sectorNotFound');
      return sector;
    },
  );
}
