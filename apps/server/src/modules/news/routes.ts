import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, guidSchema, localeSchema, validationErrorSchema, type Locale } from '@sahm/contracts/common';
import {
  announcementPageSchema,
  announcementQuerySchema,
  announcementSchema,
  eventListSchema,
  eventQuerySchema,
} from '@sahm/contracts/news';
import { parseLocale, requestLocale } from '../../platform/locale.ts';
import { sendPreparedJson } from '../../platform/prepared-json.ts';
import { sendVersionedImage } from '../../platform/versioned-image.ts';
import { rssFeed } from './feed.ts';
import { messages } from './messages.ts';
import type { NewsService } from './service.ts';

const tags = ['news'];
const errors = { 404: errorSchema, 422: validationErrorSchema };
export const announcementParams = z.object({ guid: guidSchema });
/** Spec §7: the feed lists the latest 50. */
const FEED_SIZE = 50;

/**
 * Announcements and events (spec §7): public reads with the application token, no plan gate.
 * The header image and the feed are fetched by <img> and feed readers, which send no headers:
 * public and exempt from the token.
 */
export async function newsRoutes(app: FastifyInstance, { news, publicOrigin }: { news: NewsService; publicOrigin: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'public' } as const;

  r.get(
    '/announcements',
    {
      config,
      schema: {
        tags,
        summary: 'Published announcements, newest first, with filters and a search in either language',
        querystring: announcementQuerySchema,
        response: { 200: announcementPageSchema, ...errors },
      },
    },
    async (req, reply) => sendPreparedJson(req, reply, await news.page(requestLocale(req), req.query)),
  );

  r.get(
    '/announcements/feed.xml',
    {
      config: { auth: 'public', appToken: false },
      schema: {
        tags,
        summary: 'The latest announcements as RSS 2.0, in Arabic or English',
        querystring: z.object({ lang: z.enum(['ar', 'en']).optional() }),
        response: { 200: z.any(), 422: validationErrorSchema },
      },
    },
    async (req, reply) => {
      const locale: Locale = req.query.lang ?? parseLocale(req.headers['accept-language']);
      const items = await news.latest(locale, FEED_SIZE);
      const xml = rssFeed(
        { origin: publicOrigin, locale, title: messages.t(locale, 'feedTitle'), description: messages.t(locale, 'feedDescription') },
        items,
      );
      return reply.header('cache-control', 'public, max-age=300').type('application/rss+xml; charset=utf-8').send(xml);
    },
  );

  r.get(
    '/announcements/:guid',
    {
      config,
      schema: { tags, summary: 'One published announcement', params: announcementParams, response: { 200: announcementSchema, ...errors } },
    },
    (req) => news.one(requestLocale(req), req.params.guid),
  );

  r.get(
    '/announcements/:guid/header',
    {
      config: { auth: 'public', appToken: false },
      schema: {
        tags,
        summary: "The announcement's header image: the uploaded one, else a generated banner of its topic (SVG)",
        params: announcementParams,
        querystring: z.object({ v: z.string().max(40).optional(), lang: localeSchema.optional() }),
        response: { 200: z.any(), 304: z.null(), ...errors },
      },
    },
    // An <img> sends no language of the page: the address names it (`lang`), else the browser's.
    async (req, reply) => {
      if (!req.query.lang) reply.header('vary', 'accept-language');
      return sendVersionedImage(
        req,
        reply,
        await news.header(req.params.guid, req.query.lang ?? parseLocale(req.headers['accept-language'])),
      );
    },
  );

  r.get(
    '/events',
    {
      config,
      schema: {
        tags,
        summary: 'Events of a date range (at most 93 days), by date then type',
        querystring: eventQuerySchema,
        response: { 200: eventListSchema, ...errors },
      },
    },
    async (req, reply) => sendPreparedJson(req, reply, await news.events(requestLocale(req), req.query)),
  );
}
