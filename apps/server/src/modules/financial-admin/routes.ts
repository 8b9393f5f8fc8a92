import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { BULK_FILE_MAX_BYTES } from '@sahm/contracts/company-admin';
import {
  extractQuerySchema,
  financialYearInputSchema,
  financialYearParamsSchema,
  financialYearSavedSchema,
  ratioInitialisationSchema,
  ratioRunSchema,
  recordQuerySchema,
  recordsSchema,
  sheetQuerySchema,
  sheetRefusalSchema,
  sheetStoredSchema,
  templateParamsSchema,
} from '@sahm/contracts/financial-admin';
import { stockGuidParamsSchema } from '@sahm/contracts/stocks';
import { messageSchema } from '@sahm/contracts/users';
import { requestLocale } from '../../platform/locale.ts';
import { readUpload } from '../company-admin/index.ts';
import { SheetRefused, type FinancialAdminService } from './service.ts';

const tags = ['financial statements administration'];
const config = { auth: 'admin' } as const;
/** A 422 is a field's refusal ({detail: [...]}) or a refusal of the stock as a whole (an ETF has no statements). */
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: z.union([validationErrorSchema, errorSchema]) };
const uploadErrors = { ...errors, 413: errorSchema, 415: errorSchema };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const binary = z.any().describe('An XLSX workbook');

const sendWorkbook = (reply: FastifyReply, name: string, body: Buffer) =>
  reply.header('content-type', XLSX).header('content-disposition', `attachment; filename="${name}"`).send(body);

const SHEET_FORMAT =
  'Multipart field `file`: an XLSX workbook with worksheets income_statement, balance_sheet and cash_flow; row 1 key | label_ar | label_en | one column per period headed <year>-<period> (2025-ANNUAL, 2025-H1, 2025-Q3), each matching period_filter. Money figures in `unit` (SAR, SAR_THOUSANDS, SAR_MILLIONS; each a whole number of thousands of SAR), per-share figures in SAR with at most 2 decimals, share counts in whole shares.';

/**
 * The back office's calls on financial statements (spec §7 financial-statement, "Administrative"),
 * administrators only: templates and extracts, sheet checks and uploads, stored periods, ratio
 * initialisation and the financial-year end.
 */
export async function financialAdminRoutes(app: FastifyInstance, { admin }: { admin: FinancialAdminService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = stockGuidParamsSchema;
  const upload = async (req: FastifyRequest) => (await readUpload(req, requestLocale(req), BULK_FILE_MAX_BYTES)).file;

  r.get(
    '/financial-statements/templates/:family.xlsx',
    {
      config,
      schema: {
        tags,
        summary:
          'The sheet template of a family (ordinary, bank, insurance, reit): every line item key with its labels, example period headers, empty figures',
        params: templateParamsSchema,
        response: { 200: binary, ...errors },
      },
    },
    async (req, reply) => sendWorkbook(reply, `${req.params.family}-statements.xlsx`, await admin.template(req.params.family)),
  );

  r.get(
    '/stocks/:guid/financial-statements/extract',
    {
      config,
      schema: {
        tags,
        summary:
          'The stored statements as a sheet in the upload layout (XLSX): the periods of period_filter ending on or before date (all when absent), newest first, money figures in unit (default SAR_THOUSANDS)',
        params,
        querystring: extractQuerySchema,
        response: { 200: binary, ...errors },
      },
    },
    async (req, reply) =>
      sendWorkbook(reply, 'statements.xlsx', await admin.extract(req.params.guid, req.query.period_filter, req.query.date, req.query.unit)),
  );

  r.post(
    '/stocks/:guid/financial-statements/process_sheet',
    {
      config,
      schema: {
        tags,
        summary: `Check a sheet without storing it: answers the workbook marked up (refused cells filled red, a "problem" column saying why, in the caller's language) and the header x-sheet-errors with the number of problems. ${SHEET_FORMAT}`,
        params,
        querystring: sheetQuerySchema,
        response: { 200: binary, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const file = await upload(req);
      const { body, errors: count } = await admin.processSheet(
        requestLocale(req),
        req.params.guid,
        file,
        req.query.period_filter,
        req.query.unit,
      );
      return sendWorkbook(reply.header('x-sheet-errors', String(count)), 'checked-statements.xlsx', body);
    },
  );

  r.post(
    '/stocks/:guid/financial-statements/upload_sheet',
    {
      config,
      schema: {
        tags,
        summary: `Store a sheet's periods, all or nothing: any problem answers 422 with the report (statement, row, key, period, problem) and stores nothing; otherwise the periods are stored, a year's half-years and annual figures derived when its quarters are complete, and the stock's indicators recomputed. ${SHEET_FORMAT}`,
        params,
        querystring: sheetQuerySchema,
        response: { 200: sheetStoredSchema, ...uploadErrors, 422: z.union([sheetRefusalSchema, validationErrorSchema, errorSchema]) },
      },
    },
    async (req, reply) => {
      const file = await upload(req);
      try {
        return await admin.uploadSheet(requestLocale(req), req.params.guid, file, req.query.period_filter, req.query.unit);
      } catch (err) {
        if (err instanceof SheetRefused) return reply.status(422).send({ detail: err.detail, problems: err.problems });
        throw err;
      }
    },
  );

  r.get(
    '/stocks/:guid/financial-statements/records',
    {
      config,
      schema: {
        tags,
        summary: 'The stored periods, newest first: statements present, whether demo data, line items per statement',
        params,
        response: { 200: recordsSchema, ...errors },
      },
    },
    (req) => admin.records(req.params.guid),
  );

  r.delete(
    '/stocks/:guid/financial-statements/records',
    {
      config,
      schema: {
        tags,
        summary: "Delete one period's three statements (query year, period) and recompute the stock's indicators",
        params,
        querystring: recordQuerySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => admin.deleteRecord(requestLocale(req), req.params.guid, req.query.year, req.query.period),
  );

  r.post(
    '/stocks/internal/ratio-initialisation',
    {
      config,
      schema: {
        tags,
        summary:
          "Start recomputing every stock's stored indicators from its stored statements and prices, in the background (one transaction per stock); answers 202 with the run's progress, or the progress of the run already under way",
        response: { 202: ratioRunSchema, ...errors },
      },
    },
    async (_req, reply) => reply.status(202).send(await admin.ratioRun.start()),
  );

  r.get(
    '/stocks/internal/ratio-initialisation',
    {
      config,
      schema: {
        tags,
        summary: 'The progress of the latest run of every stock’s ratio initialisation: stocks done, rows stored, time taken',
        response: { 200: ratioRunSchema, ...errors },
      },
    },
    () => admin.ratioRun.status(),
  );

  r.post(
    '/stocks/:guid/internal/ratio-initialisation',
    {
      config,
      schema: {
        tags,
        summary: "Recompute the stock's stored indicators from its stored statements and prices",
        params,
        response: { 200: ratioInitialisationSchema, ...errors },
      },
    },
    (req) => admin.initialiseRatios(req.params.guid),
  );

  r.post(
    '/stocks/:guid/financial-years',
    {
      config,
      schema: {
        tags,
        summary:
          "Set the company's financial-year end (month, day), which its years share; stored statements move to the new period ends and their indicators are recomputed",
        params,
        body: financialYearInputSchema,
        response: { 200: financialYearSavedSchema, ...errors },
      },
    },
    (req) => admin.createFinancialYear(requestLocale(req), req.params.guid, req.body),
  );

  r.patch(
    '/stocks/:guid/financial-years/:year_guid',
    {
      config,
      schema: {
        tags,
        summary:
          'Change the financial-year end from one of the company’s years (a guid of GET /stocks/{guid}/financial-years); as the POST',
        params: financialYearParamsSchema,
        body: financialYearInputSchema,
        response: { 200: financialYearSavedSchema, ...errors },
      },
    },
    (req) => admin.updateFinancialYear(requestLocale(req), req.params.guid, req.params.year_guid, req.body),
  );
}
