import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@sahm/contracts/common';
import { portfolioParamsSchema } from '@sahm/contracts/portfolio';
import {
  IMPORT_MAX_BYTES,
  importQuerySchema,
  importRefusedSchema,
  importReportSchema,
  importTemplateQuerySchema,
  importUndoParamsSchema,
  importUndoResultSchema,
  portfolioImportListSchema,
} from '@sahm/contracts/portfolio-import';
import { requestLocale } from '../../platform/locale.ts';
import { sendSpreadsheet } from '../../platform/spreadsheet/file.ts';
import { caller as routeCaller } from '../../platform/route-access.ts';
import { readUpload } from '../company-admin/index.ts';
import type { Caller } from '../portfolios/index.ts';
import type { ImportService } from './service.ts';

const tags = ['portfolio'];
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
  415: errorSchema,
};

const caller = (req: FastifyRequest): Caller => {
  const user = routeCaller(req);
  return { userId: user.sub, locale: requestLocale(req), permissions: user.roles };
};

/** A portfolio's trades from a file of the published template, and the one-step undo of each import. */
export async function importRoutes(app: FastifyInstance, { imports }: { imports: ImportService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/portfolio/import/template',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'The import template (CSV or Excel; headers in lang): date, symbol_code, side (BUY/SELL), shares, price, with two example rows',
        querystring: importTemplateQuerySchema,
        response: { 200: z.any().describe('A CSV file or an XLSX workbook'), ...errors },
      },
    },
    async (req, reply) => {
      const file = await imports.template(req.query.format, req.query.lang ?? requestLocale(req));
      return sendSpreadsheet(reply, file);
    },
  );

  r.post(
    '/portfolio/:guid/import',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Import trades (multipart field file: CSV or XLSX, at most 1 MB and 2,000 rows). Every row is checked as a buy or sale through the forms is, on its own date; one refused row refuses the file (422 with the report). dry_run=true only checks.',
        params: portfolioParamsSchema,
        querystring: importQuerySchema,
        response: { 200: importReportSchema, 201: importReportSchema, ...errors, 422: z.union([importRefusedSchema, errorSchema]) },
      },
    },
    async (req, reply) => {
      const who = caller(req);
      const upload = await readUpload(req, who.locale, IMPORT_MAX_BYTES);
      const report = await imports.run(who, req.params.guid, upload, req.query.dry_run);
      return reply.status(report.dry_run ? 200 : 201).send(report);
    },
  );

  r.get(
    '/portfolio/:guid/imports',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The imports of a portfolio, newest first',
        params: portfolioParamsSchema,
        response: { 200: portfolioImportListSchema, ...errors },
      },
    },
    async (req) => imports.list(caller(req), req.params.guid),
  );

  r.delete(
    '/portfolio/:guid/import/:import_guid',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Undo an import: removes exactly the trades it added (409 when later entries rest on them)',
        params: importUndoParamsSchema,
        response: { 200: importUndoResultSchema, ...errors },
      },
    },
    async (req) => imports.undo(caller(req), req.params.guid, req.params.import_guid),
  );
}
