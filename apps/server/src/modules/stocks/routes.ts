import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  addFavoriteStockSchema,
  favoriteStockListSchema,
  favoriteStockQuerySchema,
  movementListSchema,
  movementQuerySchema,
  type PricePoint,
  stockDetailSchema,
  stockGuidParamsSchema,
  stockListQuerySchema,
  stockListSchema,
  stockPointsQuerySchema,
  stockPointsSchema,
} from '@sahm/contracts/stocks';
import { messageSchema } from '@sahm/contracts/users';
import { currentUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { sendJsonText } from '../../platform/json-text.ts';
import { requestLocale } from '../../platform/locale.ts';
import { createVersionedCache } from '../../platform/cache.ts';
import { readDataVersion } from '../../platform/data-version.ts';
import { translate } from '../../platform/messages.ts';
import { changeRatio, round2 } from '../../platform/numbers.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import { addFavoriteStock, favoriteStockIds, removeFavoriteStock } from './favorites.ts';
import { livePoint, stockDayPoints, stockExtras, stockHistory } from './points.ts';
import { latestPrepared, sendPreparedJson } from '../../platform/prepared-json.ts';

type History = { last: string; json: string; body: ReturnType<typeof latestPrepared> };

const errors = { 401: errorSchema, 404: errorSchema, 422: validationErrorSchema };

export async function stockRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stocks'];

  // Histories change when a session closes; extras (year's base, share data) even less often.
  // Each history keeps its latest full body (history plus the session in progress) prepared.
  const marketData = () => readDataVersion(app.database, 'market_data');
  const histories = createVersionedCache<History>({ max: 400, version: marketData });
  const historyOf = (points: PricePoint[]): History => ({
    last: points.at(-1)?.trade_date ?? '',
    json: points.map((p) => JSON.stringify(p)).join(','),
    body: latestPrepared(),
  });
  const extras = createVersionedCache<Awaited<ReturnType<typeof stockExtras>>>({ max: 1000, version: marketData });

  const favoriteSet = async (req: FastifyRequest) =>
    req.auth ? new Set((await favoriteStockIds(app.database, req.auth.sub)).map((f) => f.stock_id)) : new Set<string>();

  r.get(
    '/stocks',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Listed stocks, searchable in Arabic and English, by market and sector',
        querystring: stockListQuerySchema,
        response: { 200: stockListSchema, ...errors },
      },
    },
    async (req, reply) => {
      const locale = requestLocale(req);
      // Anonymous pages come pre-serialized from the page cache; a signed-in page marks favourites.
      if (!req.auth) return sendJsonText(reply, await app.stocks.listJson(locale, req.query));
      const [page, favorites] = await Promise.all([app.stocks.list(locale, req.query), favoriteSet(req)]);
      return { ...page, items: page.items.map((s) => (favorites.has(s.guid) ? { ...s, is_favorite: true } : s)) };
    },
  );

  r.get(
    '/stocks/movement',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Top gainers, losers, or most active by volume or value',
        querystring: movementQuerySchema,
        response: { 200: movementListSchema, ...errors },
      },
    },
    async (req) => ({
      movement: req.query.movement,
      items: await app.stocks.movement(requestLocale(req), req.query.movement, req.query.market_guid, req.query.size),
    }),
  );

  r.get(
    '/stocks/favorites',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's favourite stocks, newest first",
        querystring: favoriteStockQuerySchema,
        response: { 200: favoriteStockListSchema, ...errors },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const locale = requestLocale(req);
      const rows = await favoriteStockIds(app.database, user.sub);
      const all = [];
      for (const f of rows) {
        const stock = await app.stocks.get(locale, f.stock_id);
        if (stock && (!req.query.market_guid || stock.market.guid === req.query.market_guid)) {
          all.push({ guid: stock.guid, created_at: new Date(f.created_at).toISOString(), stock: { ...stock, is_favorite: true } });
        }
      }
      const { page, size } = req.query;
      return { items: all.slice((page - 1) * size, page * size), total: all.length, page, size };
    },
  );

  r.post(
    '/stocks/favorites',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Follow a stock', body: addFavoriteStockSchema, response: { 201: messageSchema, ...errors } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      if (!(await app.stocks.get('en', req.body.stock_guid))) throw notFound('stockNotFound');
      await addFavoriteStock(app.database, user.sub, req.body.stock_guid);
      return reply.status(201).send({ message: translate(requestLocale(req), 'favoriteStockAdded') });
    },
  );

  r.delete(
    '/stocks/favorites/:guid',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Stop following a stock', params: stockGuidParamsSchema, response: { 200: messageSchema, ...errors } },
    },
    async (req) => {
      const user = currentUser(req);
      if (!(await app.stocks.get('en', req.params.guid))) throw notFound('stockNotFound');
      await removeFavoriteStock(app.database, user.sub, req.params.guid);
      return { message: translate(requestLocale(req), 'favoriteStockRemoved') };
    },
  );

  r.get(
    '/stocks/:guid',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One stock with its live figures, year-to-date change and share data',
        params: stockGuidParamsSchema,
        response: { 200: stockDetailSchema, ...errors },
      },
    },
    async (req) => {
      const stock = await app.stocks.get(requestLocale(req), req.params.guid);
      if (!stock) throw notFound('stockNotFound');
      const live = stock.today_live_points;
      const year = (live?.trade_date ?? riyadhClock(new Date()).date).slice(0, 4);
      const [more, favorites] = await Promise.all([
        extras.get(`${stock.guid}|${year}`, () => stockExtras(app.database, stock.guid, year)),
        favoriteSet(req),
      ]);
      if (!more) throw notFound('stockNotFound');
      const price = live?.price ?? stock.today_points?.close ?? null;
      const base = more.ytdBase;
      return {
        ...stock,
        is_favorite: favorites.has(stock.guid),
        ytd_change_value: price !== null && base !== null ? round2(price - base) : null,
        ytd_change_ratio: price !== null && base !== null ? changeRatio(price, base) : null,
        profile: { nominal_value: more.nominal, shares: more.shares, free_float_ratio: more.freeFloat },
      };
    },
  );

  r.get(
    '/stocks/:guid/points',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Price chart: ticks of the latest session (day) or one point per session',
        params: stockGuidParamsSchema,
        querystring: stockPointsQuerySchema,
        response: { 200: stockPointsSchema, ...errors },
      },
    },
    async (req, reply) => {
      const stock = await app.stocks.get('en', req.params.guid);
      if (!stock) throw notFound('stockNotFound');
      const { period } = req.query;
      if (period === 'day') {
        // A new point lands each minute: cache within the minute.
        const minute = Math.floor(Date.now() / 60_000);
        const day = await histories.get(`${stock.guid}|day|${minute}`, async () =>
          historyOf(await stockDayPoints(app.database, stock.guid)),
        );
        return sendPreparedJson(req, reply, await day.body('', () => `{"period":"day","items":[${day.json}]}`));
      }
      // The history is cached as JSON text; the session in progress is added once per live tick.
      const history = await histories.get(`${stock.guid}|${period}`, async () =>
        historyOf(await stockHistory(app.database, stock.guid, period)),
      );
      const live = stock.today_live_points;
      const tp = stock.today_points;
      const extra =
        live && live.trade_date > history.last
          ? JSON.stringify(livePoint(live, tp?.basic_earnings_per_share_ttm ?? null, tp?.book_value_per_share_ttm ?? null))
          : '';
      const body = await history.body(extra, () => `{"period":"${period}","items":[${[history.json, extra].filter(Boolean).join(',')}]}`);
      return sendPreparedJson(req, reply, body);
    },
  );
}
