import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, guidSchema, validationErrorSchema } from '@sahm/contracts/common';
import { attachmentListSchema, attachmentSchema, periodFilterQuerySchema } from '@sahm/contracts/financials';
import { stockGuidParamsSchema } from '@sahm/contracts/stocks';
import { messageSchema } from '@sahm/contracts/users';
import { requestLocale } from '../../platform/locale.ts';
import { readUpload } from '../company-admin/index.ts';
import type { FinancialReportsService } from './service.ts';

/** The largest report file the back office takes: annual reports with pictures run to a few megabytes. */
export const REPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;

const tags = ['financial reports'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
const uploadErrors = { ...errors, 413: errorSchema, 415: errorSchema };
const reader = { auth: 'user', permission: 'CAN_VIEW_FINANCIAL_STATEMENTS' } as const;
const admin = { auth: 'admin' } as const;
const params = stockGuidParamsSchema;
const fileParams = stockGuidParamsSchema.extend({ attachment_guid: guidSchema });

/**
 * Report files of the stock page (spec §3 Attachment, §7 `/financials/attachments`): the list by
 * period filter and each file, for plans with CAN_VIEW_FINANCIAL_STATEMENTS; the back office's
 * upload (multipart: file, year, period, attachment_type, language) and delete.
 */
export async function financialReportRoutes(app: FastifyInstance, { reports }: { reports: FinancialReportsService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/stocks/:guid/financials/attachments',
    {
      config: reader,
      schema: {
        tags,
        summary: "The company's report files of the filter's periods, newest first",
        params,
        querystring: periodFilterQuerySchema,
        response: { 200: attachmentListSchema, ...errors },
      },
    },
    (req) => reports.list(requestLocale(req), req.params.guid, req.query.period_filter),
  );

  r.get(
    '/stocks/:guid/financials/attachments/:attachment_guid/file',
    // The 200 answer is the file, not JSON: only the errors have schemas.
    { config: reader, schema: { tags, summary: 'A report file (PDF)', params: fileParams, response: errors } },
    async (req, reply) => {
      const file = await reports.file(requestLocale(req), req.params.guid, req.params.attachment_guid);
      // The route's schemas describe its JSON errors only; a Buffer is sent as it is, unserialised.
      const body = file.body as never;
      return reply
        .type(file.contentType)
        .header('content-disposition', file.disposition)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  r.post(
    '/stocks/:guid/financials/attachments',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Upload a report file (multipart: file (PDF, at most 20 MB), year, period, attachment_type, language); replaces the slot’s file',
        params,
        response: { 201: attachmentSchema, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const locale = requestLocale(req);
      const upload = await readUpload(req, locale, REPORT_FILE_MAX_BYTES);
      return reply.status(201).send(await reports.upload(locale, req.params.guid, upload));
    },
  );

  r.delete(
    '/stocks/:guid/financials/attachments/:attachment_guid',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete an uploaded report file (a generated statements file comes back in its slot)',
        params: fileParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => reports.remove(requestLocale(req), req.params.guid, req.params.attachment_guid),
  );
}
