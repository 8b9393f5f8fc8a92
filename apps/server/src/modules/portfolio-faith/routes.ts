import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { portfolioParamsSchema } from '@sahm/contracts/portfolio';
import {
  portfolioPurificationSchema,
  portfolioZakatSchema,
  purificationQuerySchema,
  purificationStatementQuerySchema,
  zakatQuerySchema,
} from '@sahm/contracts/portfolio-income';
import { requestLocale } from '../../platform/locale.ts';
import { sendPreparedJson } from '../../platform/prepared-json.ts';
import { caller as routeCaller } from '../../platform/route-access.ts';
import type { Caller, FaithService } from './service.ts';

const tags = ['portfolio'];
/** A refused query value also carries a code (date_in_future, year_in_future, gold_price_not_positive). */
const errors = { 401: errorSchema, 404: errorSchema, 422: validationErrorSchema.extend({ code: z.string().optional() }) };
const owner = { auth: 'user' } as const;
const caller = (req: FastifyRequest): Caller => ({ userId: routeCaller(req).sub, locale: requestLocale(req) });

/** Shariah purification and zakat of one of the signed-in user's portfolios. */
export async function faithRoutes(app: FastifyInstance, { faith }: { faith: FaithService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/portfolio/:guid/purification',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Shariah purification of a year, per provider and holding (days held × the provider’s amount per share)',
        params: portfolioParamsSchema,
        querystring: purificationQuerySchema,
        response: { 200: portfolioPurificationSchema, ...errors },
      },
    },
    async (req, reply) =>
      sendPreparedJson(req, reply, await faith.purification(caller(req), req.params.guid, req.query), { private: true }),
  );

  r.get(
    '/portfolio/:guid/purification/statement',
    // The 200 answer is the file (PDF or CSV), not JSON: only the errors have schemas.
    {
      config: owner,
      schema: {
        tags,
        summary: 'The year’s purification statement as a PDF (Arabic or English) or CSV',
        params: portfolioParamsSchema,
        querystring: purificationStatementQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const file = await faith.statement(caller(req), req.params.guid, req.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', file.disposition)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body as never);
    },
  );

  r.get(
    '/portfolio/:guid/zakat',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Zakat on a date by a method (trading, investment_net_assets, company_paid), with the cash and the nisab',
        params: portfolioParamsSchema,
        querystring: zakatQuerySchema,
        response: { 200: portfolioZakatSchema, ...errors },
      },
    },
    async (req, reply) => sendPreparedJson(req, reply, await faith.zakat(caller(req), req.params.guid, req.query), { private: true }),
  );
}
