import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  boardPageSchema,
  capitalChangePageSchema,
  companyPageQuerySchema,
  dividendChartQuerySchema,
  dividendChartSchema,
  dividendInfoQuerySchema,
  dividendInfoSchema,
  dividendPageSchema,
  dividendQuerySchema,
  financialYearListSchema,
  keyValuesQuerySchema,
  keyValuesSchema,
  shareholderPageSchema,
  shareholderQuerySchema,
  shariahListSchema,
  stockProfileSchema,
} from '@sahm/contracts/company';
import { stockGuidParamsSchema } from '@sahm/contracts/stocks';
import { requestLocale } from '../../platform/locale.ts';
import { sendVersionedImage } from '../../platform/versioned-image.ts';
import type { CompanyService } from './service.ts';

const tags = ['companies'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
const params = stockGuidParamsSchema;
const profile = { auth: 'user', permission: 'CAN_VIEW_COMPANY_PROFILE' } as const;
const dividends = { auth: 'user', permission: 'CAN_VIEW_COMPANY_DIVIDENDS' } as const;

/**
 * Company pages (spec §7, Stocks): profile and board, capital changes, shareholders, Shariah,
 * dividends, financial years, and the logo. Plan gates per spec §6: the profile's calls need
 * CAN_VIEW_COMPANY_PROFILE, shareholders CAN_VIEW_SHAREHOLDERS, dividends CAN_VIEW_COMPANY_DIVIDENDS;
 * Shariah and financial years a signed-in caller; the logo is public.
 */
export async function companyRoutes(app: FastifyInstance, { companies }: { companies: CompanyService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/stocks/:guid/profile',
    { config: profile, schema: { tags, summary: 'The company profile', params, response: { 200: stockProfileSchema, ...errors } } },
    (req) => companies.profile(requestLocale(req), req.params.guid),
  );

  r.get(
    '/stocks/:guid/profile/board',
    {
      config: profile,
      schema: {
        tags,
        summary: 'Every board member record, newest first',
        params,
        querystring: companyPageQuerySchema,
        response: { 200: boardPageSchema, ...errors },
      },
    },
    (req) => companies.board(requestLocale(req), req.params.guid, req.query),
  );

  r.get(
    '/stocks/:guid/profile/board/current',
    {
      config: profile,
      schema: {
        tags,
        summary: 'The current board: the chairman first, then by position',
        params,
        querystring: companyPageQuerySchema,
        response: { 200: boardPageSchema, ...errors },
      },
    },
    (req) => companies.currentBoard(requestLocale(req), req.params.guid, req.query),
  );

  r.get(
    '/stocks/:guid/change-capital',
    {
      config: profile,
      schema: {
        tags,
        summary: 'Capital changes (rights issues, bonus shares, reductions), newest first',
        params,
        querystring: companyPageQuerySchema,
        response: { 200: capitalChangePageSchema, ...errors },
      },
    },
    (req) => companies.capitalChanges(requestLocale(req), req.params.guid, req.query),
  );

  r.get(
    '/stocks/:guid/shareholder',
    {
      config: { auth: 'user', permission: 'CAN_VIEW_SHAREHOLDERS' },
      schema: {
        tags,
        summary: 'Major shareholders: current (largest first) or the history of changes',
        params,
        querystring: shareholderQuerySchema,
        response: { 200: shareholderPageSchema, ...errors },
      },
    },
    (req) => companies.shareholders(requestLocale(req), req.params.guid, req.query),
  );

  r.get(
    '/stocks/:guid/shariah',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Each provider's latest Shariah compliance record",
        params,
        response: { 200: shariahListSchema, ...errors },
      },
    },
    (req) => companies.shariah(requestLocale(req), req.params.guid),
  );

  r.get(
    '/stocks/:guid/dividends',
    {
      config: dividends,
      schema: {
        tags,
        summary: 'Distributions, newest due date first, searchable by due date',
        params,
        querystring: dividendQuerySchema,
        response: { 200: dividendPageSchema, ...errors },
      },
    },
    (req) => companies.dividends(requestLocale(req), req.params.guid, req.query),
  );

  r.get(
    '/stocks/:guid/dividends/charts',
    {
      config: dividends,
      schema: {
        tags,
        summary: 'Dividends per share by year (or quarter) since 2018',
        params,
        querystring: dividendChartQuerySchema,
        response: { 200: dividendChartSchema, ...errors },
      },
    },
    (req) => companies.dividendChart(requestLocale(req), req.params.guid, req.query.by_quarter),
  );

  r.get(
    '/stocks/:guid/dividends/info',
    {
      config: dividends,
      schema: {
        tags,
        summary: 'The latest distribution and the averages over the last 3 or 5 years',
        params,
        querystring: dividendInfoQuerySchema,
        response: { 200: dividendInfoSchema, ...errors },
      },
    },
    (req) => companies.dividendInfo(requestLocale(req), req.params.guid, req.query.years_back),
  );

  r.get(
    '/stocks/:guid/kv',
    {
      config: dividends,
      schema: {
        tags,
        summary: 'The dividends table by year: quarters, yield, EPS, price, P/E',
        params,
        querystring: keyValuesQuerySchema,
        response: { 200: keyValuesSchema, ...errors },
      },
    },
    (req) => companies.keyValues(requestLocale(req), req.params.guid, req.query.years),
  );

  r.get(
    '/stocks/:guid/financial-years',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Financial years, newest first', params, response: { 200: financialYearListSchema, ...errors } },
    },
    (req) => companies.financialYears(requestLocale(req), req.params.guid),
  );

  r.get(
    '/stocks/:guid/logo',
    {
      // Loaded by <img>, which sends no headers: public, and exempt from the application token.
      config: { auth: 'public', appToken: false },
      schema: {
        tags,
        summary: "The company's logo: the uploaded one, else a generated mark (SVG)",
        params,
        querystring: z.object({ v: z.string().max(40).optional() }),
        response: { 200: z.any(), 304: z.null(), 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (req, reply) => sendVersionedImage(req, reply, await companies.logo(req.params.guid)),
  );
}
