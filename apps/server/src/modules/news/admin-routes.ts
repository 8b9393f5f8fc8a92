import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, guidSchema, validationErrorSchema } from '@sahm/contracts/common';
import { announcementInputSchema, announcementPatchSchema, announcementSchema, eventInputSchema, eventSchema } from '@sahm/contracts/news';
import { detectImageType, readUpload } from '../company-admin/index.ts';
import { requestLocale } from '../../platform/locale.ts';
import { refusal } from './messages.ts';
import { announcementParams } from './routes.ts';
import type { NewsService } from './service.ts';
import type { NewsWrites } from './writes.ts';

const tags = ['news administration'];
const config = { auth: 'admin' } as const;
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
/** Header images: a banner photo, not a poster. */
export const HEADER_MAX_BYTES = 2 * 1024 * 1024;
const eventParams = z.object({ guid: guidSchema });

/** The back office's calls on announcements and events: administrators only. */
export async function newsAdminRoutes(app: FastifyInstance, { news, writes }: { news: NewsService; writes: NewsWrites }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/announcements',
    {
      config,
      schema: {
        tags,
        summary: 'Publish an announcement (now, or at a later time)',
        body: announcementInputSchema,
        response: { 201: announcementSchema, ...errors },
      },
    },
    async (req, reply) => {
      const locale = requestLocale(req);
      const guid = await writes.createAnnouncement(locale, req.body);
      return reply.status(201).send((await news.detailForAdmin(locale, guid))!);
    },
  );

  r.patch(
    '/announcements/:guid',
    {
      config,
      schema: {
        tags,
        summary: 'Change an announcement (only the fields given)',
        params: announcementParams,
        body: announcementPatchSchema,
        response: { 200: announcementSchema, ...errors },
      },
    },
    async (req) => {
      const locale = requestLocale(req);
      await writes.updateAnnouncement(locale, req.params.guid, req.body);
      return (await news.detailForAdmin(locale, req.params.guid))!;
    },
  );

  r.delete(
    '/announcements/:guid',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an announcement and its events',
        params: announcementParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await writes.deleteAnnouncement(req.params.guid);
      return reply.status(204).send(null);
    },
  );

  r.patch(
    '/announcements/:guid/header',
    {
      config,
      schema: {
        tags,
        summary: 'Upload the header image (multipart field file: PNG, JPEG or WebP, at most 2 MB)',
        params: announcementParams,
        response: { 200: announcementSchema, ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    async (req) => {
      const locale = requestLocale(req);
      const { file } = await readUpload(req, locale, HEADER_MAX_BYTES);
      const type = detectImageType(file);
      if (!type) throw refusal(locale, 'body', 'file', 'headerType');
      await writes.saveHeader(req.params.guid, file, type);
      return (await news.detailForAdmin(locale, req.params.guid))!;
    },
  );

  r.post(
    '/events',
    { config, schema: { tags, summary: 'Add an event', body: eventInputSchema, response: { 201: eventSchema, ...errors } } },
    async (req, reply) => {
      const locale = requestLocale(req);
      const guid = await writes.createEvent(locale, req.body);
      return reply.status(201).send(await news.eventForAdmin(locale, guid));
    },
  );

  r.patch(
    '/events/:guid',
    {
      config,
      schema: {
        tags,
        summary: 'Change an event (only the fields given)',
        params: eventParams,
        body: eventInputSchema.partial(),
        response: { 200: eventSchema, ...errors },
      },
    },
    async (req) => {
      const locale = requestLocale(req);
      await writes.updateEvent(locale, req.params.guid, req.body);
      return news.eventForAdmin(locale, req.params.guid);
    },
  );

  r.delete(
    '/events/:guid',
    { config, schema: { tags, summary: 'Delete an event', params: eventParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await writes.deleteEvent(req.params.guid);
      return reply.status(204).send(null);
    },
  );
}
