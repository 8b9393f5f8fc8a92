import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  capitalExpectationInputSchema,
  capitalExpectationPatchSchema,
  capitalExpectationSchema,
  reportLanguageSchema,
  researchFirmInputSchema,
  researchFirmPatchSchema,
  researchFirmSchema,
} from '@sahm/contracts/recommendations';
import { messageSchema } from '@sahm/contracts/users';
import { detectImageType, readUpload, schemaRefusal } from '../company-admin/index.ts';
import { requestLocale } from '../../platform/locale.ts';
import { refusal, messages } from './messages.ts';
import { guidParams, reportParams } from './routes.ts';
import type { RecommendationsService } from './service.ts';
import type { RecommendationWrites } from './writes.ts';

const tags = ['recommendations administration'];
const config = { auth: 'admin' } as const;
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
const uploadErrors = { ...errors, 413: errorSchema, 415: errorSchema };
/** Research reports run to a few megabytes with their charts. */
export const REPORT_MAX_BYTES = 20 * 1024 * 1024;
export const LOGO_MAX_BYTES = 1024 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-');
const reportForm = z.object({ language: reportLanguageSchema });

type Deps = { recommendations: RecommendationsService; writes: RecommendationWrites };

/** The back office's calls on recommendations, their reports and the research firms: administrators only. */
export async function recommendationAdminRoutes(app: FastifyInstance, { recommendations, writes }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/stock-capital-expectations',
    {
      config,
      schema: {
        tags,
        summary: "Add a recommendation (rating price defaults to the day's close, previous rating to the firm's last)",
        body: capitalExpectationInputSchema,
        response: { 201: capitalExpectationSchema, ...errors },
      },
    },
    async (req, reply) => {
      const locale = requestLocale(req);
      const guid = await writes.createExpectation(locale, req.body);
      return reply.status(201).send(await recommendations.one(locale, guid));
    },
  );

  r.patch(
    '/stock-capital-expectations/:guid',
    {
      config,
      schema: {
        tags,
        summary: 'Change a recommendation (only the fields given; the change is computed again)',
        params: guidParams,
        body: capitalExpectationPatchSchema,
        response: { 200: capitalExpectationSchema, ...errors },
      },
    },
    async (req) => {
      const locale = requestLocale(req);
      await writes.updateExpectation(locale, req.params.guid, req.body);
      return recommendations.one(locale, req.params.guid);
    },
  );

  r.delete(
    '/stock-capital-expectations/:guid',
    {
      config,
      schema: { tags, summary: 'Delete a recommendation and its reports', params: guidParams, response: { 204: z.null(), ...errors } },
    },
    async (req, reply) => {
      await writes.deleteExpectation(req.params.guid);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/stock-capital-expectations/:guid/report',
    {
      config,
      schema: {
        tags,
        summary: "Upload a report (multipart: file (PDF, at most 20 MB), language ar or en); replaces that language's report",
        params: guidParams,
        response: { 201: capitalExpectationSchema, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const locale = requestLocale(req);
      const { file, fields } = await readUpload(req, locale, REPORT_MAX_BYTES);
      const form = reportForm.safeParse(fields, { reportInput: true });
      if (!form.success) throw schemaRefusal(locale, form.error.issues);
      if (!file.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw refusal(locale, 'body', 'file', 'notPdf');
      await writes.saveReport(req.params.guid, form.data.language, file);
      return reply.status(201).send(await recommendations.one(locale, req.params.guid));
    },
  );

  r.delete(
    '/stock-capital-expectations/report/:id',
    { config, schema: { tags, summary: 'Delete a report file', params: reportParams, response: { 200: messageSchema, ...errors } } },
    async (req) => {
      await writes.deleteReport(req.params.id);
      return { message: messages.t(requestLocale(req), 'reportDeleted') };
    },
  );

  r.post(
    '/research-firms',
    {
      config,
      schema: { tags, summary: 'Add a research firm', body: researchFirmInputSchema, response: { 201: researchFirmSchema, ...errors } },
    },
    async (req, reply) => {
      const guid = await writes.createFirm(req.body);
      return reply.status(201).send(await recommendations.firmForAdmin(requestLocale(req), guid));
    },
  );

  r.patch(
    '/research-firms/:guid',
    {
      config,
      schema: {
        tags,
        summary: "Rename a research firm (either language's name)",
        params: guidParams,
        body: researchFirmPatchSchema,
        response: { 200: researchFirmSchema, ...errors },
      },
    },
    async (req) => {
      await writes.updateFirm(req.params.guid, req.body);
      return recommendations.firmForAdmin(requestLocale(req), req.params.guid);
    },
  );

  r.delete(
    '/research-firms/:guid',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a research firm with its recommendations',
        params: guidParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await writes.deleteFirm(req.params.guid);
      return reply.status(204).send(null);
    },
  );

  r.patch(
    '/research-firms/:guid/logo',
    {
      config,
      schema: {
        tags,
        summary: "Upload the firm's logo (multipart field file: PNG, JPEG or WebP, at most 1 MB)",
        params: guidParams,
        response: { 200: researchFirmSchema, ...uploadErrors },
      },
    },
    async (req) => {
      const locale = requestLocale(req);
      const { file } = await readUpload(req, locale, LOGO_MAX_BYTES);
      const type = detectImageType(file);
      if (!type) throw refusal(locale, 'body', 'file', 'logoType');
      await writes.saveLogo(req.params.guid, file, type);
      return recommendations.firmForAdmin(locale, req.params.guid);
    },
  );
}
