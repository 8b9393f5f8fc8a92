import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  announcementExportQuerySchema,
  exportQuerySchema,
  portfolioExportParamsSchema,
  screenerExportQuerySchema,
} from '@sahm/contracts/data-export';
import { requestLocale } from '../../platform/locale.ts';
import { caller as routeCaller } from '../../platform/route-access.ts';
import { sendSpreadsheet } from '../../platform/spreadsheet/file.ts';
import type { ExportService } from './service.ts';

// The 200 answer is the file, not JSON: only the errors have schemas.
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
const lang = (req: FastifyRequest<{ Querystring: { lang?: 'ar' | 'en' } }>) => req.query.lang ?? requestLocale(req);

const sendFile = sendSpreadsheet;

/** Tables as CSV or Excel files, each beside the read it exports and guarded as that read is. */
export async function exportRoutes(app: FastifyInstance, { exports }: { exports: ExportService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/portfolio/:guid/export/:table',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['portfolio'],
        summary: 'A portfolio table as CSV or Excel: holdings, stock-transactions or cash-transactions (every row), dividends (received)',
        params: portfolioExportParamsSchema,
        querystring: exportQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const caller = { userId: routeCaller(req).sub, locale: lang(req), permissions: routeCaller(req).roles };
      return sendFile(reply, await exports.portfolio(caller, req.params.guid, req.params.table, req.query.format));
    },
  );

  r.get(
    '/screener/stocks/export',
    {
      config: { auth: 'user', permission: 'CAN_CUSTOMIZE_FILTERS' },
      schema: {
        tags: ['screener'],
        summary: 'The screen as CSV or Excel: the query of GET /screener/stocks/ plus format and lang',
        querystring: screenerExportQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const { format, lang: _lang, ...query } = req.query;
      return sendFile(reply, await exports.screener(lang(req), query as Record<string, string>, format));
    },
  );

  r.get(
    '/announcements/export',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['news'],
        summary: 'The announcements matching the list’s filter as CSV or Excel, newest first (at most 5,000; the file name says when cut)',
        querystring: announcementExportQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => sendFile(reply, await exports.news(lang(req), req.query)),
  );
}
