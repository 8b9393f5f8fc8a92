import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/errors.ts';
import { messages } from './messages.ts';
import type { ShareService } from './service.ts';

/** The web app's page of a shared link; English with ?lang=en. */
export const sharedPageUrl = (origin: string, locale: 'ar' | 'en', token: string) =>
  `${origin}/shared/portfolio/${token}${locale === 'en' ? '?lang=en' : ''}`;

/**
 * A shared portfolio's page is served with its title and preview tags in the HTML (the name, the
 * number of holdings and the return since start; no amounts), and always kept out of search
 * engines: the link is for whom the owner gives it to. A revoked or unknown link gets a plain head
 * that names nothing.
 */
export function sharePages(app: FastifyInstance, share: ShareService): void {
  const origin = app.config.publicOrigin;
  app.pageHeads.push({
    path: /^\/shared\/portfolio\/([A-Za-z0-9_-]{22,64})$/,
    head: async (match, query) => {
      const locale = query.get('lang') === 'en' ? 'en' : 'ar';
      const token = match[1]!;
      const url = sharedPageUrl(origin, locale, token);
      const base = { url, type: 'website', locale, robots: 'noindex' } as const;
      try {
        const p = await share.shared(token, locale);
        const since = p.returns.find((r) => r.period === 'since_start')?.portfolio;
        return {
          ...base,
          title: messages.t(locale, 'pageTitle', { name: p.name }),
          description: messages.t(locale, 'pageDescription', {
            count: p.holdings.length,
            since: since == null ? '' : messages.t(locale, 'pageSince', { percent: since.toFixed(2) }),
          }),
        };
      } catch (err) {
        if (!(err instanceof ApiError && err.statusCode === 404)) throw err;
        const text = messages.t(locale, 'sharedPortfolioNotFound');
        return { ...base, title: text, description: text };
      }
    },
  });
}
