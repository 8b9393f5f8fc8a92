import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementPageSchema, announcementSchema, announcementTopics, eventSchema, type Announcement } from '@sahm/contracts/news';
import { callers, multipart, stockByCode, type Who } from '../../../test/helpers/company-admin.ts';
import { marker } from '../../../test/helpers/news.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { headerImage, topicColours } from './header-image.ts';

// A 1×1 PNG: what an administrator uploads as a header.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let who: Record<Who, Record<string, string>>;
let stock: { id: string; marketId: string };

beforeAll(async () => {
  t = await createTestApp();
  who = await callers(t);
  stock = await stockByCode(t, '2010');
});
afterAll(() => t.close());

const input = (word: string, extra: Record<string, unknown> = {}) => ({
  title_ar: `أرباح الربع الثالث ${word}`,
  title_en: `Third quarter results ${word}`,
  content_ar: 'ارتفع صافي الربح.',
  content_en: 'Net income rose.',
  announcement_type: 'NEWS',
  topic: 'FINANCIAL_RESULTS',
  market_guid: stock.marketId,
  stock_guids: [stock.id],
  ...extra,
});
const create = async (body: unknown, locale: 'ar' | 'en' = 'en') =>
  t.api({ method: 'POST', url: '/api/v1/announcements/', headers: who.admin, payload: body as object, locale });
const search = async (word: string) =>
  announcementPageSchema.parse((await t.api({ url: `/api/v1/announcements/?search=${encodeURIComponent(word)}`, locale: 'en' })).json());

describe('administrative access', () => {
  it('refuses anonymous callers (401) and members (403)', async () => {
    const body = input(marker());
    for (const [caller, status] of [
      ['anonymous', 401],
      ['basic', 403],
    ] as const) {
      const calls = [
        { method: 'POST' as const, url: '/api/v1/announcements/', payload: body },
        { method: 'PATCH' as const, url: '/api/v1/announcements/00000000-0000-4000-8000-000000000000/', payload: {} },
        { method: 'DELETE' as const, url: '/api/v1/announcements/00000000-0000-4000-8000-000000000000/' },
        { method: 'POST' as const, url: '/api/v1/events/', payload: {} },
        { method: 'DELETE' as const, url: '/api/v1/events/00000000-0000-4000-8000-000000000000' },
      ];
      for (const call of calls)
        expect((await t.api({ ...call, headers: who[caller] })).statusCode, `${caller} ${call.method} ${call.url}`).toBe(status);
    }
  });
});

describe('announcements', () => {
  it('creates one, answered in the caller’s language, listed and searchable at once', async () => {
    const word = marker();
    const res = await create(
      input(word, {
        events: [{ type: 'GENERAL_ASSEMBLY', title_ar: 'الجمعية العامة', title_en: 'General assembly', distribution_date: '2031-02-03' }],
      }),
      'ar',
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = announcementSchema.parse(res.json());
    expect(created.title).toBe(`أرباح الربع الثالث ${word}`);
    expect([created.category, created.topic, created.is_demo]).toEqual(['COMPANY', 'FINANCIAL_RESULTS', false]);
    expect(created.stocks.map((s) => s.symbol_code)).toEqual(['2010']);
    expect(created.events.map((e) => [e.type, e.title, e.distribution_date])).toEqual([
      ['GENERAL_ASSEMBLY', 'الجمعية العامة', '2031-02-03'],
    ]);
    expect((await search(`ارباح ${word}`)).items.map((i) => i.guid)).toEqual([created.guid]);
    const events = await t.api({ url: `/api/v1/events/?date_from=2031-02-01&date_to=2031-02-07&stock_guid=${stock.id}` });
    expect(events.json().items.map((e: { announcement: { guid: string } }) => e.announcement.guid)).toEqual([created.guid]);
  });

  it('keeps a future one unlisted until its time', async () => {
    const word = marker();
    const res = await create(input(word, { published_at: new Date(Date.now() + 3_600_000).toISOString() }));
    expect(res.statusCode).toBe(201);
    expect((await search(word)).total).toBe(0);
    expect((await t.api({ url: `/api/v1/announcements/${res.json().guid}/` })).statusCode).toBe(404);
  });

  it('refuses unknown stocks and markets, naming the field, and stores nothing', async () => {
    const word = marker();
    const unknownStock = await create(input(word, { stock_guids: [stock.id, '00000000-0000-4000-8000-000000000000'] }));
    expect(unknownStock.statusCode).toBe(422);
    expect(unknownStock.json().detail[0]).toMatchObject({ loc: ['body', 'stock_guids'], msg: 'No stock has this identifier' });
    const unknownMarket = await create(input(word, { market_guid: '00000000-0000-4000-8000-000000000000' }), 'ar');
    expect(unknownMarket.statusCode).toBe(422);
    expect(unknownMarket.json().detail[0]).toMatchObject({ loc: ['body', 'market_guid'], msg: 'لا توجد سوق بهذا المعرّف' });
    expect((await search(word)).total).toBe(0);
  });

  it('refuses invalid input in the caller’s language, naming the field', async () => {
    const { title_en: _drop, ...noTitle } = input(marker());
    const res = await create(noTitle);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'title_en']);
    const ar = await create({ ...input(marker()), topic: 'GOSSIP' }, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().detail[0].loc).toEqual(['body', 'topic']);
    expect(ar.json().detail[0].msg).toMatch(/[\u0600-\u06FF]/);
  });

  it('changes only what is given, keeping the search in step, and deletes', async () => {
    const [before, after] = [marker(), marker()];
    const created = announcementSchema.parse((await create(input(before))).json());
    const other = await stockByCode(t, '1120');
    const res = await t.api({
      method: 'PATCH',
      url: `/api/v1/announcements/${created.guid}/`,
      headers: who.admin,
      locale: 'en',
      payload: { content_en: `Net income fell. ${after}`, stock_guids: [other.id], topic: 'DIVIDENDS' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const patched = announcementSchema.parse(res.json());
    expect([patched.title, patched.content, patched.topic]).toEqual([
      `Third quarter results ${before}`,
      `Net income fell. ${after}`,
      'DIVIDENDS',
    ]);
    expect(patched.stocks.map((s) => s.symbol_code)).toEqual(['1120']);
    expect((await search(after)).items.map((i) => i.guid)).toEqual([created.guid]);
    expect((await search(`${before} rose`)).total).toBe(0);
    const refused = await t.api({
      method: 'PATCH',
      url: `/api/v1/announcements/${created.guid}/`,
      headers: who.admin,
      payload: { stock_guids: ['00000000-0000-4000-8000-000000000000'], title_en: 'Changed' },
    });
    expect(refused.statusCode).toBe(422);
    expect((await t.api({ url: `/api/v1/announcements/${created.guid}/`, locale: 'en' })).json().title).toBe(
      `Third quarter results ${before}`,
    );

    const gone = await t.api({ method: 'DELETE', url: `/api/v1/announcements/${created.guid}/`, headers: who.admin });
    expect(gone.statusCode).toBe(204);
    expect((await t.api({ url: `/api/v1/announcements/${created.guid}/` })).statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url: `/api/v1/announcements/${created.guid}/`, headers: who.admin })).statusCode).toBe(404);
  });
});

describe('header images', () => {
  let a: Announcement;
  beforeAll(async () => {
    a = announcementSchema.parse((await create(input(marker()))).json());
  });
  const upload = (content: Buffer, guid = a.guid) =>
    t.api({ method: 'PATCH', url: `/api/v1/announcements/${guid}/header`, locale: 'en', ...withHeaders(content) });
  const withHeaders = (content: Buffer) => {
    const body = multipart([{ name: 'file', filename: 'header.png', content, type: 'image/png' }]);
    return { payload: body.payload, headers: { ...who.admin, ...body.headers } };
  };

  it('generates a banner of the topic, public and without the app token, cached for good under its version', async () => {
    const res = await t.app.inject({ url: a.header });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.body).toContain('2010');
    expect(res.body).toContain(topicColours.FINANCIAL_RESULTS);
    const again = await t.app.inject({ url: a.header, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const unversioned = await t.app.inject({ url: `/api/v1/announcements/${a.guid}/header` });
    expect(unversioned.headers['cache-control']).toBe('public, max-age=300');
    expect((await t.app.inject({ url: '/api/v1/announcements/00000000-0000-4000-8000-000000000000/header' })).statusCode).toBe(404);
  });

  it("names the company in the page's language: the Arabic page's banner carries the Arabic short name", async () => {
    const names: Record<string, string> = {};
    for (const locale of ['ar', 'en'] as const) {
      const detail = announcementSchema.parse((await t.api({ url: `/api/v1/announcements/${a.guid}/`, locale })).json());
      expect(detail.header).toContain(`lang=${locale}`);
      names[locale] = detail.stocks[0]!.short_name;
      const res = await t.app.inject({ url: detail.header });
      expect(res.body).toContain(names[locale]);
    }
    expect(names.ar).not.toBe(names.en);
  });

  it('serves the uploaded image under a new version', async () => {
    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(200);
    const updated = announcementSchema.parse(res.json());
    expect(updated.header).not.toBe(a.header);
    expect(updated.header).toMatch(/\?v=u\d+&lang=en$/);
    const image = await t.app.inject({ url: updated.header });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('refuses what is not a PNG, JPEG or WebP image, or is larger than 2 MB', async () => {
    const text = await upload(Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(text.statusCode).toBe(422);
    expect(text.json().detail[0]).toMatchObject({ loc: ['body', 'file'], msg: 'The image must be PNG, JPEG or WebP' });
    const big = await upload(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    const notMultipart = await t.api({ method: 'PATCH', url: `/api/v1/announcements/${a.guid}/header`, headers: who.admin, payload: {} });
    expect(notMultipart.statusCode).toBe(415);
    expect((await upload(png, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      (
        await t.api({
          method: 'PATCH',
          url: `/api/v1/announcements/${a.guid}/header`,
          ...withHeaders(png),
          headers: { ...withHeaders(png).headers, authorization: '' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('keeps white text readable on every topic colour and escapes its text', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const topic of announcementTopics) expect(1.05 / (luminance(topicColours[topic]) + 0.05), topic).toBeGreaterThanOrEqual(4.5);
    const svg = headerImage('OTHER', '<script>x</script>', 'A & "B"');
    expect(svg).not.toMatch(/<script|href|onload/i);
    expect(svg).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(svg).toContain('A &amp; &quot;B&quot;');
  });
});

describe('events', () => {
  it('are created, changed and deleted by administrators', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/events/',
      headers: who.admin,
      locale: 'en',
      payload: { type: 'MARKET_HOLIDAY', title_ar: 'إجازة', title_en: 'Holiday', distribution_date: '2032-05-02' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const event = eventSchema.parse(res.json());
    expect([event.title, event.stock, event.announcement]).toEqual(['Holiday', null, null]);
    const patched = await t.api({
      method: 'PATCH',
      url: `/api/v1/events/${event.guid}`,
      headers: who.admin,
      locale: 'en',
      payload: { distribution_date: '2032-05-03', stock_guid: stock.id },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(eventSchema.parse(patched.json())).toMatchObject({ distribution_date: '2032-05-03', stock: { symbol_code: '2010' } });
    const listed = await t.api({ url: '/api/v1/events/?date_from=2032-05-01&date_to=2032-05-07' });
    expect(listed.json().items.map((e: { guid: string }) => e.guid)).toEqual([event.guid]);
    const unknown = await t.api({
      method: 'POST',
      url: '/api/v1/events/',
      headers: who.admin,
      payload: {
        type: 'MARKET_HOLIDAY',
        title_ar: 'إجازة',
        title_en: 'Holiday',
        distribution_date: '2032-05-02',
        stock_guid: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].loc).toEqual(['body', 'stock_guid']);
    expect((await t.api({ method: 'DELETE', url: `/api/v1/events/${event.guid}`, headers: who.admin })).statusCode).toBe(204);
    expect((await t.api({ url: '/api/v1/events/?date_from=2032-05-01&date_to=2032-05-07' })).json().items).toEqual([]);
    expect((await t.api({ method: 'PATCH', url: `/api/v1/events/${event.guid}`, headers: who.admin, payload: {} })).statusCode).toBe(404);
  });
});
