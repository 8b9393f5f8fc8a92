import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  addFavoriteFundSchema,
  fundGuidParamsSchema,
  fundListQuerySchema,
  fundListSchema,
  fundPointsQuerySchema,
  fundPointsSchema,
  fundSchema,
} from '@sahm/contracts/funds';
import { messageSchema } from '@sahm/contracts/users';
import { currentUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { translate } from '../../platform/messages.ts';
import { fundPoints } from './queries.ts';

const errors = { 401: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** Mutual funds (spec §7, Funds): list with search and favourites, detail, NAV history. */
export async function fundRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['funds'];
  const db = app.database;

  const favoriteIds = async (userId: string) =>
    new Set((await db.query<{ fund_id: string }>(`SELECT fund_id FROM fund_favorites WHERE user_id = $1`, [userId])).map((f) => f.fund_id));
  const mark = async (req: FastifyRequest) => (req.auth ? favoriteIds(req.auth.sub) : new Set<string>());
  const known = async (guid: string) => {
    if (!(await app.funds.get('en', guid))) throw notFound('fundNotFound');
  };

  r.get(
    '/mutual-funds',
    {
      schema: {
        tags,
        summary: 'Funds with their latest valuation; search, favourites only',
        querystring: fundListQuerySchema,
        response: { 200: fundListSchema, ...errors },
      },
    },
    async (req) => {
      const { page, size, search, only_favourite } = req.query;
      const favorites = only_favourite === 'true' ? await favoriteIds(currentUser(req).sub) : await mark(req);
      const all = await app.funds.search(requestLocale(req), search, only_favourite === 'true' ? favorites : undefined);
      const items = all.slice((page - 1) * size, page * size).map((f) => ({ ...f, is_favorite: favorites.has(f.guid) }));
      return { items, total: all.length, page, size };
    },
  );

  r.get(
    '/mutual-funds/favorites',
    {
      schema: {
        tags,
        summary: "The signed-in user's favourite funds",
        querystring: fundListQuerySchema,
        response: { 200: fundListSchema, ...errors },
      },
    },
    async (req) => {
      const favorites = await favoriteIds(currentUser(req).sub);
      const { page, size, search } = req.query;
      const all = await app.funds.search(requestLocale(req), search, favorites);
      return { items: all.slice((page - 1) * size, page * size).map((f) => ({ ...f, is_favorite: true })), total: all.length, page, size };
    },
  );

  r.post(
    '/mutual-funds/favorites',
    { schema: { tags, summary: 'Follow a fund', body: addFavoriteFundSchema, response: { 201: messageSchema, ...errors } } },
    async (req, reply) => {
      const user = currentUser(req);
      await known(req.body.guid);
      await db.query(`INSERT INTO fund_favorites (user_id, fund_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [user.sub, req.body.guid]);
      return reply.status(201).send({ message: translate(requestLocale(req), 'favoriteFundAdded') });
    },
  );

  r.delete(
    '/mutual-funds/favorites/:guid',
    { schema: { tags, summary: 'Stop following a fund', params: fundGuidParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (req) => {
      const user = currentUser(req);
      await known(req.params.guid);
      await db.query(`DELETE FROM fund_favorites WHERE user_id = $1 AND fund_id = $2`, [user.sub, req.params.guid]);
      return { message: translate(requestLocale(req), 'favoriteFundRemoved') };
    },
  );

  r.get(
    '/mutual-funds/:guid',
    { schema: { tags, summary: 'One fund', params: fundGuidParamsSchema, response: { 200: fundSchema, ...errors } } },
    async (req) => {
      const fund = await app.funds.get(requestLocale(req), req.params.guid);
      if (!fund) throw notFound('fundNotFound');
      return { ...fund, is_favorite: (await mark(req)).has(fund.guid) };
    },
  );

  r.get(
    '/mutual-funds/:guid/points',
    {
      schema: {
        tags,
        summary: 'NAV history (week … five years)',
        params: fundGuidParamsSchema,
        querystring: fundPointsQuerySchema,
        response: { 200: fundPointsSchema, ...errors },
      },
    },
    async (req) => {
      await known(req.params.guid);
      return { period: req.query.period, items: await fundPoints(db, req.params.guid, req.query.period) };
    },
  );
}
