import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/errors.ts';
import { newsPageUrl } from './feed.ts';
import type { NewsService } from './service.ts';
import { summaryOf } from './summary.ts';

const brand = { ar: 'سهم', en: 'Sahm' } as const;

/**
 * A shared announcement's page (/dashboard/news/{guid}, English with ?lang=en) is served with its
 * title and preview tags in the HTML, so a link pasted in a chat shows the announcement. The
 * announcement comes from the news cache; an unknown or unpublished one leaves the page as built.
 */
export function newsPages(app: FastifyInstance, news: NewsService): void {
  const origin = app.config.publicOrigin;
  app.pageHeads.push({
    path: /^\/dashboard\/news\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
    head: async (match, query) => {
      const locale = query.get('lang') === 'en' ? 'en' : 'ar';
      try {
        const a = await news.one(locale, match[1]!.toLowerCase());
        return {
          title: `${a.title} | ${brand[locale]}`,
          description: summaryOf(a.content),
          url: newsPageUrl(origin, locale, a.guid),
          image: `${origin}${a.header}`,
          type: 'article',
          locale,
        };
      } catch (err) {
        if (err instanceof ApiError && err.statusCode === 404) return undefined;
        throw err;
      }
    },
  });
}
