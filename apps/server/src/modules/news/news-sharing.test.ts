import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementSchema } from '@sahm/contracts/news';
import { announcementsPayloadSchema } from '@sahm/contracts/live';
import { callers, stockByCode } from '../../../test/helpers/company-admin.ts';
import { liveUrl, openRawSocket } from '../../../test/helpers/live-socket.ts';
import { insertAnnouncements, marker, minutesAgo } from '../../../test/helpers/news.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const ORIGIN = 'https://sahm.example';
/** The web build's shell, as Vite writes it. */
const shell = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>سهم | Sahm</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let t: TestApp;
let dist: string;
let guid: string;
const M = marker();
// Everything XML and HTML treat specially, in a title and a body.
const trickyEn = `Profits <up> & "rising" 'fast' ${M}`;
const trickyAr = `أرباح <قياسية> & "نمو" ${M}`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sahm-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  t = await createTestApp({ WEB_DIST: dist, PUBLIC_ORIGIN: ORIGIN });
  const stock = await stockByCode(t, '1120');
  [guid] = (await insertAnnouncements(t, [
    {
      titleAr: trickyAr,
      titleEn: trickyEn,
      contentAr: `نص الإعلان ${'كلمة '.repeat(80)}`,
      contentEn: `The body </description> ${'word '.repeat(80)}`,
      stockIds: [stock.id],
      marketId: stock.marketId,
      topic: 'FINANCIAL_RESULTS',
      publishedAt: minutesAgo(1),
    },
    { titleAr: `لاحقًا ${M}`, titleEn: `Later ${M}`, publishedAt: new Date(Date.now() + 86_400_000) },
  ])) as [string];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

type Item = { title: string; link: string; guid: { '#text': string; '@_isPermaLink': string }; pubDate: string; description: string };

describe('the announcements feed', () => {
  const read = async (lang: 'ar' | 'en') => {
    // Feed readers send no token and no language header.
    const res = await t.app.inject({ url: `/api/v1/announcements/feed.xml?lang=${lang}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item', parseTagValue: false }).parse(res.body);
    return doc.rss as { '@_version': string; channel: { title: string; link: string; 'atom:link': Record<string, string>; item: Item[] } };
  };

  it('is valid RSS 2.0 in Arabic, newest first, escaped, without what is not yet published', async () => {
    const rss = await read('ar');
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.title).toBe('سهم: الإعلانات');
    expect(rss.channel['atom:link']).toMatchObject({ '@_rel': 'self', '@_href': `${ORIGIN}/api/v1/announcements/feed.xml?lang=ar` });
    const items = rss.channel.item;
    expect(items.length).toBeLessThanOrEqual(50);
    const first = items[0]!;
    // The parser decodes the entities, as a feed reader does.
    expect(first.title).toBe(trickyAr);
    expect(first.link).toBe(`${ORIGIN}/dashboard/news/${guid}`);
    expect(first.guid).toEqual({ '#text': guid, '@_isPermaLink': 'false' });
    expect(first.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(Math.abs(Date.parse(first.pubDate) - minutesAgo(1).getTime())).toBeLessThan(60_000);
    expect(first.description.startsWith('نص الإعلان')).toBe(true);
    expect(items.some((i) => i.title.includes('لاحقًا'))).toBe(false);
  });

  it('is valid RSS 2.0 in English, with English links', async () => {
    const rss = await read('en');
    const first = rss.channel.item[0]!;
    expect(first.title).toBe(trickyEn);
    expect(first.description.startsWith('The body </description> word')).toBe(true);
    expect(first.link).toBe(`${ORIGIN}/dashboard/news/${guid}?lang=en`);
    expect(rss.channel.link).toBe(`${ORIGIN}/dashboard/news?lang=en`);
  });
});

describe('a shared announcement’s page', () => {
  it('carries its title and preview tags in the served HTML, in the page’s language, escaped', async () => {
    const res = await t.app.inject({ url: `/dashboard/news/${guid}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    expect(html).toContain(`<title>${esc(`${trickyAr} | سهم`)}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${esc(`${trickyAr} | سهم`)}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/dashboard/news/${guid}" />`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${ORIGIN}/api/v1/announcements/${guid}/header\\?v=g`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(/<meta name="description" content="نص الإعلان/);
    expect(html).toMatch(/<meta property="og:description" content="نص الإعلان/);
    // The rest as built.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<script>');

    const en = (await t.app.inject({ url: `/dashboard/news/${guid}?lang=en` })).body;
    expect(en).toContain(`<title>${esc(`${trickyEn} | Sahm`)}</title>`);
    expect(en).toContain('<html lang="en" dir="ltr">');
    expect(en).toContain(`<meta property="og:url" content="${ORIGIN}/dashboard/news/${guid}?lang=en" />`);
  });

  it('is the app as built for an unknown announcement or another page', async () => {
    expect((await t.app.inject({ url: '/dashboard/news/00000000-0000-4000-8000-000000000000' })).body).toBe(shell);
    expect((await t.app.inject({ url: '/dashboard/news' })).body).toBe(shell);
  });
});

describe('live announcements', () => {
  it('reach a subscriber of the stock and of its market, and not one of another stock', async () => {
    const url = await liveUrl(t);
    const socket = await openRawSocket(url);
    await socket.waitFor((m) => m.type === 'connection_ack');
    const stock = await stockByCode(t, '2010');
    const other = await stockByCode(t, '2222');
    const query =
      'subscription($s: ID, $m: ID) { announcements(stock_guid: $s, market_guid: $m) { error announcements { guid published_at stock_guids market_guid } } }';
    socket.subscribe('stock', query, { s: stock.id });
    socket.subscribe('market', query, { m: stock.marketId });
    socket.subscribe('other', query, { s: other.id });
    // The subscriptions are set up once their bus handlers are.
    const until = Date.now() + 5000;
    while (t.app.liveGauge.listeners < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));

    const admin = (await callers(t)).admin;
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/announcements/',
      headers: admin,
      payload: {
        title_ar: `إعلان مباشر ${M}`,
        title_en: `Live announcement ${M}`,
        content_ar: 'نص',
        content_en: 'Body',
        announcement_type: 'NEWS',
        stock_guids: [stock.id],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = announcementSchema.parse(res.json());
    for (const id of ['stock', 'market']) {
      const next = await socket.waitFor((m) => m.type === 'next' && m.id === id);
      const payload = announcementsPayloadSchema.parse((next.payload as { data: { announcements: unknown } }).data.announcements);
      expect(payload).toEqual({
        error: false,
        announcements: [{ guid: created.guid, published_at: created.published_at, stock_guids: [stock.id], market_guid: stock.marketId }],
      });
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.messages.some((m) => m.id === 'other' && m.type === 'next')).toBe(false);
    socket.ws.close();
  });
});
