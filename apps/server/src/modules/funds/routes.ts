import type { FastifyInstance } from 'fastify';
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
import { requestLocale } from '../../platform/locale.ts';
import { caller } from '../../platform/route-access.ts';
import type { FundService } from './service.ts';

const tags = ['funds'];
const errors = { 401: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** Mutual funds (spec §7, Funds): list with search and favourites, detail, NAV history. */
export async function fundRoutes(app: FastifyInstance, { funds }: { funds: FundService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/mutual-funds',
    {
      // Anyone; `only_favourite=true` asks who the caller is (401 when nobody is signed in).
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Funds with their latest valuation; search, favourites only',
        querystring: fundListQuerySchema,
        response: { 200: fundListSchema, ...errors },
      },
    },
    (req) => funds.list(requestLocale(req), req.query, req.auth),
  );

  r.get(
    '/mutual-funds/favorites',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's favourite funds",
        querystring: fundListQuerySchema,
        response: { 200: fundListSchema, ...errors },
      },
    },
    (req) => funds.favorites(requestLocale(req), req.query, caller(req)),
  );

  r.post(
    '/mutual-funds/favorites',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Follow a fund', body: addFavoriteFundSchema, response: { 201: messageSchema, ...errors } },
    },
    async (req, reply) => reply.status(201).send(await funds.follow(requestLocale(req), caller(req), req.body.guid)),
  );

  r.delete(
    '/mutual-funds/favorites/:guid',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Stop following a fund', params: fundGuidParamsSchema, response: { 200: messageSchema, ...errors } },
    },
    (req) => funds.unfollow(requestLocale(req), caller(req), req.params.guid),
  );

  r.get(
    '/mutual-funds/:guid',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'One fund', params: fundGuidParamsSchema, response: { 200: fundSchema, ...errors } },
    },
    (req) => funds.one(requestLocale(req), req.params.guid, req.auth),
  );

  r.get(
    '/mutual-funds/:guid/points',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'NAV history (week … five years)',
        params: fundGuidParamsSchema,
        querystring: fundPointsQuerySchema,
        response: { 200: fundPointsSchema, ...errors },
      },
    },
    (req) => funds.points(req.params.guid, req.query),
  );
}
