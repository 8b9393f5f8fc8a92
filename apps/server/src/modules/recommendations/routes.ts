import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, guidSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  capitalExpectationPageSchema,
  capitalExpectationQuerySchema,
  capitalExpectationSearchSchema,
  researchFirmPageSchema,
  researchFirmQuerySchema,
  researchFirmSchema,
} from '@sahm/contracts/recommendations';
import { requestLocale } from '../../platform/locale.ts';
import { sendPreparedJson } from '../../platform/prepared-json.ts';
import { sendVersionedImage } from '../../platform/versioned-image.ts';
import type { RecommendationsService } from './service.ts';

const tags = ['recommendations'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
const reader = { auth: 'user', permission: 'CAN_VIEW_CAPITAL_EXPECTATIONS' } as const;
export const guidParams = z.object({ guid: guidSchema });
export const reportParams = z.object({ id: guidSchema });

/**
 * Analyst recommendations (spec §7 Capital expectations and research firms): the list, its search
 * and the report files for plans with CAN_VIEW_CAPITAL_EXPECTATIONS; the research firms' lookups
 * for any signed-in member; the firms' logos public (fetched by <img>, which sends no headers).
 */
export async function recommendationRoutes(
  app: FastifyInstance,
  { recommendations }: { recommendations: RecommendationsService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/stock-capital-expectations',
    {
      config: reader,
      schema: {
        tags,
        summary: 'Recommendations, newest rating first, by rating, stock, sector, research firm and rating date (DD-MM-YYYY)',
        querystring: capitalExpectationQuerySchema,
        response: { 200: capitalExpectationPageSchema, ...errors },
      },
    },
    async (req, reply) => sendPreparedJson(req, reply, await recommendations.page(requestLocale(req), req.query), { private: true }),
  );

  r.get(
    '/stock-capital-expectations/search',
    {
      config: reader,
      schema: {
        tags,
        summary: "The list's filters and words matched against the stock's names and symbol and the firm's names",
        querystring: capitalExpectationSearchSchema,
        response: { 200: capitalExpectationPageSchema, ...errors },
      },
    },
    async (req, reply) => sendPreparedJson(req, reply, await recommendations.page(requestLocale(req), req.query), { private: true }),
  );

  r.get(
    '/stock-capital-expectations/report/:id',
    // The 200 answer is the file, not JSON: only the errors have schemas.
    {
      config: reader,
      schema: {
        tags,
        summary: 'A report file (PDF): the uploaded one, else drawn from the recommendation',
        params: reportParams,
        response: errors,
      },
    },
    async (req, reply) => {
      const file = await recommendations.report(req.params.id);
      return reply
        .type(file.contentType)
        .header('content-disposition', file.disposition!)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body as never);
    },
  );

  r.get(
    '/research-firms',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Research firms (lookup), 100 a page',
        querystring: researchFirmQuerySchema,
        response: { 200: researchFirmPageSchema, ...errors },
      },
    },
    (req) => recommendations.firms(requestLocale(req), req.query),
  );

  r.get(
    '/research-firms/:guid',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'One research firm', params: guidParams, response: { 200: researchFirmSchema, ...errors } },
    },
    (req) => recommendations.firm(requestLocale(req), req.params.guid),
  );

  r.get(
    '/research-firms/:guid/logo',
    {
      config: { auth: 'public', appToken: false },
      schema: {
        tags,
        summary: "The firm's logo: the uploaded image, else a generated monogram (SVG)",
        params: guidParams,
        querystring: z.object({ v: z.string().max(40).optional() }),
        response: { 200: z.any(), 304: z.null(), 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (req, reply) => sendVersionedImage(req, reply, await recommendations.logo(req.params.guid)),
  );
}
