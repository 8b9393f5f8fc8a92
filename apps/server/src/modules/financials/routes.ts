import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  financialStatementsSchema,
  latestFinancialsQuerySchema,
  latestFinancialsSchema,
  periodFilterQuerySchema,
  statisticsQuerySchema,
  statisticsSchema,
  tooltipListSchema,
} from '@sahm/contracts/financials';
import { stockGuidParamsSchema } from '@sahm/contracts/stocks';
import { requestLocale } from '../../platform/locale.ts';
import { sendPreparedJson } from '../../platform/prepared-json.ts';
import type { FinancialsService } from './service.ts';

const tags = ['financials'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
const params = stockGuidParamsSchema;
const statements = { auth: 'user', permission: 'CAN_VIEW_FINANCIAL_STATEMENTS' } as const;

/**
 * Financial statements and statistics of the stock page (spec §7 Stocks; gates of §6: the
 * statements and latest financials need CAN_VIEW_FINANCIAL_STATEMENTS, the statistics
 * CAN_VIEW_COMPANY_INDICES); the help texts are public.
 */
export async function financialsRoutes(app: FastifyInstance, { financials }: { financials: FinancialsService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/stocks/:guid/financial-statements',
    {
      config: statements,
      schema: {
        tags,
        summary: 'Income statement, financial position and cash flows by period, in millions of SAR, newest period first',
        params,
        querystring: periodFilterQuerySchema,
        response: { 200: financialStatementsSchema, ...errors },
      },
    },
    async (req, reply) =>
      sendPreparedJson(req, reply, await financials.statements(requestLocale(req), req.params.guid, req.query.period_filter), {
        private: true,
      }),
  );

  r.get(
    '/stocks/:guid/financials/latest',
    {
      config: statements,
      schema: {
        tags,
        summary: 'The headline figures of the last year or quarter beside the period they are compared with',
        params,
        querystring: latestFinancialsQuerySchema,
        response: { 200: latestFinancialsSchema, ...errors },
      },
    },
    async (req, reply) =>
      sendPreparedJson(req, reply, await financials.latest(requestLocale(req), req.params.guid, req.query), { private: true }),
  );

  r.get(
    '/stocks/:guid/financials',
    {
      config: { auth: 'user', permission: 'CAN_VIEW_COMPANY_INDICES' },
      schema: {
        tags,
        summary: 'Statistics: the stored indicators by year or quarter, and at the last close',
        params,
        querystring: statisticsQuerySchema,
        response: { 200: statisticsSchema, ...errors },
      },
    },
    async (req, reply) =>
      sendPreparedJson(req, reply, await financials.statistics(requestLocale(req), req.params.guid, req.query.period_filter), {
        private: true,
      }),
  );

  r.get(
    '/tooltip',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Help texts of every indicator and named term, in Arabic and English',
        response: { 200: tooltipListSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return financials.tooltips();
    },
  );
}
