import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  addFavoriteStockSchema,
  favoriteStockListSchema,
  favoriteStockQuerySchema,
  movementListSchema,
  movementQuerySchema,
  stockDetailSchema,
  stockGuidParamsSchema,
  stockListQuerySchema,
  stockListSchema,
  stockPointsQuerySchema,
  stockPointsSchema,
  type StockList,
} from '@sahm/contracts/stocks';
import { messageSchema } from '@sahm/contracts/users';
import { sendJsonText } from '../../platform/json-text.ts';
import { requestLocale } from '../../platform/locale.ts';
import { sendPreparedJson } from '../../platform/prepared-json.ts';
import { caller } from '../../platform/route-access.ts';
import type { StockService } from './service.ts';

const tags = ['stocks'];
const errors = { 401: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** A list page as the service gives it: JSON text already serialized, or a page to serialize. */
const sendPage = (reply: FastifyReply, page: Buffer | StockList) => (Buffer.isBuffer(page) ? sendJsonText(reply, page) : page);

/** Stocks (spec §7, Stocks): the list, market movers, favourites, one stock, its price chart. */
export async function stockRoutes(app: FastifyInstance, { stocks }: { stocks: StockService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
    async (req, reply) => sendPage(reply, await stocks.page(requestLocale(req), req.query, req.auth)),
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
    (req) => stocks.movementList(requestLocale(req), req.query),
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
    (req) => stocks.favorites(requestLocale(req), req.query, caller(req)),
  );

  r.post(
    '/stocks/favorites',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Follow a stock', body: addFavoriteStockSchema, response: { 201: messageSchema, ...errors } },
    },
    async (req, reply) => reply.status(201).send(await stocks.follow(requestLocale(req), caller(req), req.body.stock_guid)),
  );

  r.delete(
    '/stocks/favorites/:guid',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Stop following a stock', params: stockGuidParamsSchema, response: { 200: messageSchema, ...errors } },
    },
    (req) => stocks.unfollow(requestLocale(req), caller(req), req.params.guid),
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
    (req) => stocks.detail(requestLocale(req), req.params.guid, req.auth),
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
    async (req, reply) => sendPreparedJson(req, reply, await stocks.points(req.params.guid, req.query.period)),
  );
}
