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
import { requireAdmin } from '../users/admin-guard.ts';
import { bumpDataVersion, readDataVersion } from '../../platform/data-version.ts';
import { notFound } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import { liveMarketPoint, marketDayPoints, marketHistory } from './points.ts';
import { createVersionedCache } from '../../platform/cache.ts';
import type { MarketPoint } from '@sahm/contracts/markets';

export async function marketRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/markets',
    { schema: { tags: ['markets'], summary: 'Markets with their live index figures', response: { 200: marketListSchema } } },
    async (req) => {
      const items = await app.markets.list(requestLocale(req));
      return { items, total: items.length, page: 1, size: items.length };
    },
  );

  r.get(
    '/markets/:guid',
    {
      schema: {
        tags: ['markets'],
        summary: 'One market',
        params: marketGuidParamsSchema,
        response: { 200: marketSchema, 404: errorSchema },
      },
    },
    async (req) => {
      const market = await app.markets.get(requestLocale(req), req.params.guid);
      if (!market) throw notFound('marketNotFound');
      return market;
    },
  );

  const histories = createVersionedCache<MarketPoint[]>({ max: 50, version: () => readDataVersion(app.database, 'market_data') });

  const known = async (guid: string) => {
    if (!(await app.markets.get('en', guid))) throw notFound('marketNotFound');
  };

  r.get(
    '/markets/:guid/points',
    {
      schema: {
        tags: ['markets'],
        summary: 'Index chart: ticks of the latest session (day) or one point per session',
        params: marketGuidParamsSchema,
        querystring: marketPointsQuerySchema,
        response: { 200: marketPointsSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (req) => {
      const market = await app.markets.get(requestLocale(req), req.params.guid);
      if (!market) throw notFound('marketNotFound');
      const { period } = req.query;
      const live = market.today_live_points;
      if (period === 'day') {
        const minute = Math.floor(Date.now() / 60_000);
        return {
          period,
          items: await histories.get(`${market.guid}|day|${minute}`, () => marketDayPoints(app.database, market.guid)),
          today_live_points: live,
        };
      }
      const history = await histories.get(`${market.guid}|${period}`, () => marketHistory(app.database, market.guid, period));
      const fresh = live && live.trade_date > (history.at(-1)?.trade_date ?? '');
      return { period, items: fresh ? [...history, liveMarketPoint(live)] : history, today_live_points: live };
    },
  );

  r.get(
    '/markets/:guid/status',
    {
      schema: {
        tags: ['markets'],
        summary: 'Open or closed now (Asia/Riyadh), holiday, session hours',
        params: marketGuidParamsSchema,
        response: { 200: marketStatusSchema, 404: errorSchema },
      },
    },
    async (req) => {
      await known(req.params.guid);
      return app.calendar.status(requestLocale(req), req.params.guid);
    },
  );

  r.patch(
    '/markets/:guid/status',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['markets'],
        summary: 'Override one day (default today): closed, or open with its hours (SUPER_ADMIN)',
        params: marketGuidParamsSchema,
        body: marketStatusPatchSchema,
        response: { 200: marketStatusSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (req) => {
      await known(req.params.guid);
      const b = req.body;
      const date = b.date ?? riyadhClock(new Date()).date;
      await app.database.query(
        `INSERT INTO market_day_overrides (market_id, date, is_open, session_start, session_end) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (market_id, date) DO UPDATE SET is_open = EXCLUDED.is_open, session_start = EXCLUDED.session_start, session_end = EXCLUDED.session_end`,
        [req.params.guid, date, b.is_market_open, b.market_start_time ?? null, b.market_end_time ?? null],
      );
      await bumpDataVersion(app.database, 'calendar');
      app.calendar.invalidate();
      return app.calendar.status(requestLocale(req), req.params.guid);
    },
  );
}
