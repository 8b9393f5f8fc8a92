import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema, type Locale } from '@sahm/contracts/common';
import { capitalChangeSchema, importReportSchema, type ImportReport } from '@sahm/contracts/company';
import {
  BULK_FILE_MAX_BYTES,
  LOGO_MAX_BYTES,
  bulkFormSchema,
  capitalChangeInputSchema,
  capitalChangeParamsSchema,
  capitalChangeUpdateSchema,
  dividendAdminSchema,
  dividendInputSchema,
  dividendParamsSchema,
  dividendUpdateSchema,
  profileAdminSchema,
  profileInputSchema,
  profileUpdateSchema,
  shareholderAdminSchema,
  shareholderInputSchema,
  shareholderParamsSchema,
  shareholderUpdateSchema,
  shariahAdminSchema,
  shariahInputSchema,
  stockAdminSchema,
  stockCreateSchema,
  stockUpdateSchema,
} from '@sahm/contracts/company-admin';
import { stockGuidParamsSchema } from '@sahm/contracts/stocks';
import { messageSchema } from '@sahm/contracts/users';
import { requestLocale } from '../../platform/locale.ts';
import { ImportRefused } from './bulk-import.ts';
import { schemaRefusal } from './refusals.ts';
import type { CompanyAdminService } from './service.ts';
import { readUpload } from './upload.ts';

const tags = ['company administration'];
const config = { auth: 'admin' } as const;
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: validationErrorSchema };
const uploadErrors = { ...errors, 413: errorSchema, 415: errorSchema };
/** A file's answer: the report (applied or refused row by row), or a refusal of the whole request. */
const bulkResponse = { 200: importReportSchema, ...uploadErrors, 422: z.union([importReportSchema, validationErrorSchema, errorSchema]) };

type Import = (locale: Locale, marketId: string, file: Buffer) => Promise<ImportReport>;

/** A bulk file's handler: the upload, its market_guid, then the import; a refused file answers 422 with its report. */
const bulk = (run: Import) => async (req: FastifyRequest, reply: FastifyReply) => {
  const locale = requestLocale(req);
  const { file, fields } = await readUpload(req, locale, BULK_FILE_MAX_BYTES);
  const form = bulkFormSchema.safeParse(fields, { reportInput: true });
  if (!form.success) throw schemaRefusal(locale, form.error.issues);
  try {
    return await run(locale, form.data.market_guid, file);
  } catch (err) {
    if (err instanceof ImportRefused) return reply.status(422).send(err.report);
    throw err;
  }
};

/**
 * The back office's calls for company data (spec §7 Stocks, "Administrative"), administrators only.
 * The stock's read calls (GET /stocks/, /stocks/{guid}/ and the company tabs) belong to the stocks
 * and companies modules; only writes are here. Files are multipart, limited by @fastify/multipart
 * in this module's scope.
 */
export async function companyAdminRoutes(app: FastifyInstance, { admin }: { admin: CompanyAdminService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = stockGuidParamsSchema;

  // ── Stocks and logos ──
  r.post(
    '/stocks',
    { config, schema: { tags, summary: 'Create a stock', body: stockCreateSchema, response: { 201: stockAdminSchema, ...errors } } },
    async (req, reply) => reply.status(201).send(await admin.createStock(requestLocale(req), req.body)),
  );
  r.patch(
    '/stocks/:guid',
    {
      config,
      schema: { tags, summary: 'Update a stock', params, body: stockUpdateSchema, response: { 200: stockAdminSchema, ...errors } },
    },
    (req) => admin.updateStock(requestLocale(req), req.params.guid, req.body),
  );
  r.delete(
    '/stocks/:guid',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a stock no portfolio has traded (its favourites go with it)',
        params,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => admin.deleteStock(requestLocale(req), req.params.guid),
  );
  r.patch(
    '/stocks/:guid/logo',
    {
      config,
      schema: {
        tags,
        summary: 'Upload a logo (multipart field file: PNG, JPEG or WebP, at most 512 KB)',
        params,
        response: { 200: messageSchema, ...uploadErrors },
      },
    },
    async (req) => {
      const locale = requestLocale(req);
      return admin.saveLogo(locale, req.params.guid, (await readUpload(req, locale, LOGO_MAX_BYTES)).file);
    },
  );
  r.delete(
    '/stocks/:guid/logo',
    {
      config,
      schema: { tags, summary: 'Remove the uploaded logo (the generated mark again)', params, response: { 200: messageSchema, ...errors } },
    },
    (req) => admin.removeLogo(requestLocale(req), req.params.guid),
  );

  // ── Dividends ──
  r.post(
    '/stocks/:guid/shariah',
    {
      config,
      schema: {
        tags,
        summary: "Record a provider's Shariah classification (a change fires the users' Shariah alerts)",
        params,
        body: shariahInputSchema,
        response: { 200: shariahAdminSchema, ...errors },
      },
    },
    (req) => admin.recordShariah(requestLocale(req), req.params.guid, req.body),
  );
  r.post(
    '/stocks/:guid/dividends',
    {
      config,
      schema: { tags, summary: 'Add a dividend', params, body: dividendInputSchema, response: { 201: dividendAdminSchema, ...errors } },
    },
    async (req, reply) => reply.status(201).send(await admin.createDividend(requestLocale(req), req.params.guid, req.body)),
  );
  r.patch(
    '/stocks/:guid/dividends/:dividend_guid',
    {
      config,
      schema: {
        tags,
        summary: 'Update a dividend',
        params: dividendParamsSchema,
        body: dividendUpdateSchema,
        response: { 200: dividendAdminSchema, ...errors },
      },
    },
    (req) => admin.updateDividend(requestLocale(req), req.params.guid, req.params.dividend_guid, req.body),
  );
  r.delete(
    '/stocks/:guid/dividends/:dividend_guid',
    { config, schema: { tags, summary: 'Delete a dividend', params: dividendParamsSchema, response: { 200: messageSchema, ...errors } } },
    (req) => admin.deleteDividend(requestLocale(req), req.params.guid, req.params.dividend_guid),
  );
  r.post(
    '/stocks/dividends/bulk',
    {
      config,
      schema: { tags, summary: 'Dividends of a market from a CSV or XLSX file (multipart: market_guid, file)', response: bulkResponse },
    },
    bulk(admin.importDividends),
  );

  // ── Profile ──
  r.post(
    '/stocks/:guid/profile',
    {
      config,
      schema: {
        tags,
        summary: 'Create the company profile',
        params,
        body: profileInputSchema,
        response: { 201: profileAdminSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await admin.createProfile(requestLocale(req), req.params.guid, req.body)),
  );
  r.patch(
    '/stocks/:guid/profile',
    {
      config,
      schema: {
        tags,
        summary: 'Update the company profile',
        params,
        body: profileUpdateSchema,
        response: { 200: profileAdminSchema, ...errors },
      },
    },
    (req) => admin.updateProfile(requestLocale(req), req.params.guid, req.body),
  );

  // ── Shareholders and board ──
  r.post(
    '/stocks/:guid/shareholder',
    {
      config,
      schema: {
        tags,
        summary: 'Add a current major shareholder',
        params,
        body: shareholderInputSchema,
        response: { 201: shareholderAdminSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await admin.createShareholder(requestLocale(req), req.params.guid, req.body)),
  );
  r.patch(
    '/stocks/:guid/shareholder/:record_guid',
    {
      config,
      schema: {
        tags,
        summary: 'Update a shareholder record',
        params: shareholderParamsSchema,
        body: shareholderUpdateSchema,
        response: { 200: shareholderAdminSchema, ...errors },
      },
    },
    (req) => admin.updateShareholder(requestLocale(req), req.params.guid, req.params.record_guid, req.body),
  );
  r.delete(
    '/stocks/:guid/shareholder/:record_guid',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a shareholder record',
        params: shareholderParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => admin.deleteShareholder(requestLocale(req), req.params.guid, req.params.record_guid),
  );
  r.post(
    '/stocks/shareholder/bulk',
    {
      config,
      schema: {
        tags,
        summary: "Current shareholders of a market's stocks from a file (multipart: market_guid, file)",
        response: bulkResponse,
      },
    },
    bulk(admin.importShareholders),
  );
  r.post(
    '/stocks/profile/board/bulk',
    {
      config,
      schema: { tags, summary: "Current boards of a market's stocks from a file (multipart: market_guid, file)", response: bulkResponse },
    },
    bulk(admin.importBoard),
  );

  // ── Capital changes ──
  r.post(
    '/stocks/:guid/change-capital',
    {
      config,
      schema: {
        tags,
        summary: 'Record a capital change',
        params,
        body: capitalChangeInputSchema,
        response: { 201: capitalChangeSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await admin.createCapitalChange(requestLocale(req), req.params.guid, req.body)),
  );
  r.patch(
    '/stocks/:guid/change-capital/:change_guid',
    {
      config,
      schema: {
        tags,
        summary: 'Update a capital change',
        params: capitalChangeParamsSchema,
        body: capitalChangeUpdateSchema,
        response: { 200: capitalChangeSchema, ...errors },
      },
    },
    (req) => admin.updateCapitalChange(requestLocale(req), req.params.guid, req.params.change_guid, req.body),
  );
  r.delete(
    '/stocks/:guid/change-capital/:change_guid',
    {
      config,
      schema: { tags, summary: 'Delete a capital change', params: capitalChangeParamsSchema, response: { 200: messageSchema, ...errors } },
    },
    (req) => admin.deleteCapitalChange(requestLocale(req), req.params.guid, req.params.change_guid),
  );
}
