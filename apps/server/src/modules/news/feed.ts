import type { Locale } from '@sahm/contracts/common';
import type { AnnouncementListItem } from '@sahm/contracts/news';

/** Characters XML 1.0 does not allow at all; a feed with one is refused by every reader. */
// eslint-disable-next-line no-control-regex -- these very characters are what is removed
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeXmlText = (text: string): string =>
  text.replace(notXml, '').replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The web app's page of an announcement (English pages carry `?lang=en`; Arabic is the default). */
export const newsPageUrl = (origin: string, locale: Locale, guid?: string): string =>
  `${origin}/dashboard/news${guid ? `/${guid}` : ''}${locale === 'en' ? '?lang=en' : ''}`;

export const feedUrl = (origin: string, locale: Locale): string => `${origin}/api/v1/announcements/feed.xml?lang=${locale}`;

export type FeedChannel = { origin: string; locale: Locale; title: string; description: string };

/** RSS 2.0 with its own address as `atom:link rel="self"`; dates in RFC 822 (as toUTCString writes them). */
export function rssFeed(channel: FeedChannel, items: AnnouncementListItem[]): string {
  const { origin, locale } = channel;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXmlText(channel.title)}</title>`,
    `<link>${escapeXmlText(newsPageUrl(origin, locale))}</link>`,
    `<description>${escapeXmlText(channel.description)}</description>`,
    `<language>${locale === 'en' ? 'en' : 'ar-SA'}</language>`,
    `<atom:link href="${escapeXmlText(feedUrl(origin, locale))}" rel="self" type="application/rss+xml"/>`,
  ];
  if (items[0]) lines.push(`<lastBuildDate>${new Date(items[0].published_at).toUTCString()}</lastBuildDate>`);
  for (const item of items) {
    lines.push(
      '<item>',
      `<title>${escapeXmlText(item.title)}</title>`,
      `<link>${escapeXmlText(newsPageUrl(origin, locale, item.guid))}</link>`,
      `<guid isPermaLink="false">${item.guid}</guid>`,
      `<pubDate>${new Date(item.published_at).toUTCString()}</pubDate>`,
      `<description>${escapeXmlText(item.summary)}</description>`,
      '</item>',
    );
  }
  lines.push('</channel>', '</rss>');
  return lines.join('\n');
}
