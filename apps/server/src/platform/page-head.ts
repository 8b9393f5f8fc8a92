import { escapeHtml } from './html.ts';

/** What a shared link's preview shows (Open Graph and Twitter cards), set in the served HTML's head. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  /** Absent: no picture, a small card. */
  image?: string;
  type: 'article' | 'website';
  locale: 'ar' | 'en';
  /** Set on pages that must stay out of search engines (a private link's). */
  robots?: 'noindex';
};

/**
 * The built index.html with the page's title and preview tags: the title replaced, the tags added
 * after it (an earlier description replaced), everything else as built. Values are HTML-escaped.
 */
export function withPageHead(html: string, head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', head.description),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', head.url),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('property', 'og:locale', head.locale === 'en' ? 'en_US' : 'ar_SA'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
  ].join('\n    ');
  return html
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${head.locale}" dir="${head.locale === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>\n    ${tags}`);
}

/** A page of the web app whose head the server fills in: a path pattern and what its head says (undefined: as built). */
export type PageHeadRoute = { path: RegExp; head: (match: RegExpMatchArray, query: URLSearchParams) => Promise<PageHead | undefined> };
