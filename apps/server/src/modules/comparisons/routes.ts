import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  comparisonParametersQuerySchema,
  comparisonParametersSchema,
  comparisonQuerySchema,
  comparisonSchema,
  favoriteComparisonsSchema,
  favoriteComparisonsUpdateSchema,
} from '@sahm/contracts/comparisons';
import { requestLocale } from '../../platform/locale.ts';
import { sendPreparedJson } from '../../platform/prepared-json.ts';
import type { ComparisonsService } from './service.ts';

const tags = ['comparisons'];
const errors = { 401: errorSchema, 403: errorSchema, 422: validationErrorSchema };
/** Every comparison call, favourites included, needs the permission to compare at all (spec §6). */
const compare = { auth: 'user', permission: 'CAN_COMPARE_COMPANIES_PERFORMANCE' } as const;

/** Comparison parameters, data and favourite indicators (spec §7 "Screener and comparisons", Stocks `comparisons`). */
export async function comparisonsRoutes(app: FastifyInstance, { comparisons }: { comparisons: ComparisonsService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/stocks/comparisons/.config',
    {
      config: compare,
      schema: {
        tags,
        summary: 'The indicators that can be compared, by group, the defaults and the user’s favourites',
        querystring: comparisonParametersQuerySchema,
        response: { 200: comparisonParametersSchema, ...errors },
      },
    },
    async (req) => comparisons.parameters(requestLocale(req), req.auth!, req.query),
  );

  r.get(
    '/stocks/comparisons',
    {
      config: compare,
      schema: {
        tags,
        summary:
          'Stored indicators of companies or sectors by year, half-year or quarter, oldest first. With CAN_ADD_LIMITED_COMPANIES_AND_SECTORS_TO_COMPARISONS one company or sector at most (403 naming it). A sector’s amounts are its companies’ sums, its other figures their median.',
        querystring: comparisonQuerySchema,
        response: { 200: comparisonSchema, ...errors },
      },
    },
    async (req, reply) => sendPreparedJson(req, reply, await comparisons.data(requestLocale(req), req.auth!, req.query), { private: true }),
  );

  r.post(
    '/users/favorite-comparisons',
    {
      config: compare,
      schema: {
        tags,
        summary: 'Adds and removes favourite comparison indicators in one call; answers the new list',
        body: favoriteComparisonsUpdateSchema,
        response: { 200: favoriteComparisonsSchema, ...errors },
      },
    },
    async (req) => comparisons.updateFavorites(requestLocale(req), req.auth!, req.body),
  );
}
