import { riyadhClock } from '../../domain/calendar.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementPageSchema, announcementSchema, eventListSchema, type AnnouncementPage } from '@sahm/contracts/news';
import type { StockListItem } from '@sahm/contracts/stocks';
import { insertAnnouncements, marker, minutesAgo } from '../../../test/helpers/news.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
/** In every test announcement's title: searching for it finds exactly them. */
const M = marker();
/** Only in the body of the first one. */
const BODY = marker();
let a: StockListItem; // a bank
let b: StockListItem; // another sector altogether
let c: StockListItem; // the bank's parent sector, another industry group
let nomu: string;
let ids: { results: string; dividend: string; holiday: string; offering: string; future: string };

const longBody = `${'الإعلان عن النتائج المالية الأولية للفترة المنتهية '.repeat(8)} ${BODY}`;

beforeAll(async () => {
  t = await createTestApp();
  const all = (await t.app.stocks.list('en', { page: 1, size: 1000 })).items;
  a = all.find((s) => s.symbol_code === '1120')!;
  b = all.find((s) => s.symbol_code === '2222')!;
  c = all.find((s) => s.sector.parent?.guid === a.sector.parent!.guid && s.sector.guid !== a.sector.guid)!;
  nomu = (await t.app.markets.list('en')).find((m) => m.code === 'NOMUC')!.guid;
  const [results, dividend, holiday, offering, future] = await insertAnnouncements(t, [
    {
      titleAr: `أرباح مصرف الراجحي ${M}`,
      titleEn: `Al Rajhi profit ${M}`,
      contentAr: longBody,
      contentEn: `Results of the period. ${BODY}`,
      topic: 'FINANCIAL_RESULTS',
      marketId: a.market.guid,
      stockIds: [a.guid],
      publishedAt: minutesAgo(10),
      events: [{ type: 'FINANCIAL_RESULTS', titleAr: 'النتائج', titleEn: 'Results', date: '2031-01-20' }],
    },
    {
      titleAr: `توزيع أرباح نقدية ${M}`,
      titleEn: `Cash dividend ${M}`,
      topic: 'DIVIDENDS',
      announcementType: 'EVENT',
      marketId: b.market.guid,
      stockIds: [b.guid],
      publishedAt: minutesAgo(20),
      events: [
        { type: 'CASH_DIVIDENDS_RIGHT', titleAr: 'أحقية', titleEn: 'Eligibility', date: '2031-01-06' },
        { type: 'CASH_DIVIDENDS_DISTRIBUTION', titleAr: 'توزيع', titleEn: 'Distribution', date: '2031-01-06' },
        { type: 'GENERAL_ASSEMBLY', titleAr: 'جمعية', titleEn: 'Assembly', date: '2031-01-05' },
      ],
    },
    {
      titleAr: `إجازة عيد الأضحى ${M}`,
      titleEn: `Eid holiday ${M}`,
      category: 'MARKET',
      topic: 'HOLIDAY',
      marketId: null,
      publishedAt: minutesAgo(30),
    },
    {
      titleAr: `طرح أسهم ${M}`,
      titleEn: `Share offering ${M}`,
      category: 'FINANCIAL_ADVISOR',
      topic: 'OFFERING',
      marketId: c.market.guid,
      stockIds: [c.guid],
      // 01:30 on 16 March in Riyadh.
      publishedAt: new Date('2020-03-15T22:30:00Z'),
    },
    {
      titleAr: `لاحقًا ${M}`,
      titleEn: `Later ${M}`,
      stockIds: [a.guid],
      publishedAt: new Date(Date.now() + 86_400_000),
      events: [{ type: 'GENERAL_ASSEMBLY', titleAr: 'لاحقًا', titleEn: 'Later', date: '2031-01-07' }],
    },
  ]);
  ids = { results: results!, dividend: dividend!, holiday: holiday!, offering: offering!, future: future! };
});
afterAll(() => t.close());

const list = async (query: string, locale: 'ar' | 'en' = 'en'): Promise<AnnouncementPage> => {
  const res = await t.api({ url: `/api/v1/announcements/?${query}`, locale });
  expect(res.statusCode, res.body).toBe(200);
  return announcementPageSchema.parse(res.json());
};
const guids = (page: AnnouncementPage) => page.items.map((i) => i.guid);
const mine = (query: string) => list(`search=${encodeURIComponent(M)}${query ? `&${query}` : ''}`).then(guids);

describe('the announcements list', () => {
  it('lists what is published, newest first, in the caller’s language, with a summary cut at a word', async () => {
    const en = await list(`search=${M}`);
    expect(guids(en)).toEqual([ids.results, ids.dividend, ids.holiday, ids.offering]);
    expect(en.total).toBe(4);
    expect(en.items[0]!.title).toBe(`Al Rajhi profit ${M}`);
    const ar = await list(`search=${M}`, 'ar');
    const first = ar.items[0]!;
    expect(first.title).toBe(`أرباح مصرف الراجحي ${M}`);
    expect(first.summary.length).toBeLessThanOrEqual(201);
    expect(first.summary.endsWith('…')).toBe(true);
    expect(longBody.replace(/\s+/g, ' ').startsWith(first.summary.slice(0, -1))).toBe(true);
    expect(longBody.replace(/\s+/g, ' ')[first.summary.length - 1]).toBe(' ');
    expect(first.stocks).toEqual([{ guid: a.guid, short_name: expect.any(String), symbol_code: '1120', logo: a.logo }]);
    expect(first.market?.guid).toBe(a.market.guid);
    expect(first.header).toMatch(new RegExp(`^/api/v1/announcements/${ids.results}/header\\?v=g`));
    expect(ar.items.find((i) => i.guid === ids.dividend)!.events.map((e) => e.type)).toEqual([
      'GENERAL_ASSEMBLY',
      'CASH_DIVIDENDS_DISTRIBUTION',
      'CASH_DIVIDENDS_RIGHT',
    ]);
  });

  const riyadhDay = (at: string) => riyadhClock(new Date(at)).date;

  it('filters by each filter alone', async () => {
    const cases: [string, (i: AnnouncementPage['items'][number]) => boolean, string | undefined][] = [
      [`stock_guid=${a.guid}`, (i) => i.stocks.some((s) => s.guid === a.guid), ids.results],
      ['announcement_type=EVENT', (i) => i.announcement_type === 'EVENT', ids.dividend],
      ['category=MARKET', (i) => i.category === 'MARKET', ids.holiday],
      ['topic=DIVIDENDS', (i) => i.topic === 'DIVIDENDS', ids.dividend],
      // The exchange's own notices (market null) concern both markets.
      [`market_guid=${nomu}`, (i) => i.market?.guid === nomu || i.market === null, ids.holiday],
      [`market_guid=${a.market.guid}`, (i) => i.market?.guid === a.market.guid || i.market === null, ids.holiday],
      [`sector_guid=${a.sector.guid}`, (i) => i.stocks.length > 0, ids.results],
      ['date_from=2020-03-16&date_to=2020-03-16', (i) => riyadhDay(i.published_at) === '2020-03-16', ids.offering],
    ];
    for (const [query, holds, expected] of cases) {
      const page = await list(`${query}&size=50`);
      expect(page.items.every(holds), query).toBe(true);
      if (expected) expect(guids(page), query).toContain(expected);
    }
  });

  it('combines filters with a search', async () => {
    expect(await mine(`stock_guid=${a.guid}`)).toEqual([ids.results]);
    expect(await mine(`stock_guid=${a.guid}&stock_guid=${b.guid}`)).toEqual([ids.results, ids.dividend]);
    expect(await mine(`stock_guid=${b.guid},${a.guid}`)).toEqual([ids.results, ids.dividend]);
    expect(await mine('announcement_type=EVENT')).toEqual([ids.dividend]);
    expect(await mine('category=FINANCIAL_ADVISOR')).toEqual([ids.offering]);
    expect(await mine('topic=HOLIDAY&category=MARKET')).toEqual([ids.holiday]);
    expect(await mine(`market_guid=${nomu}`)).toEqual([ids.holiday]);
    expect(await mine(`market_guid=${nomu}&category=COMPANY`)).toEqual([]);
    expect(await mine(`stock_guid=${a.guid}&topic=DIVIDENDS`)).toEqual([]);
  });

  it('filters by an industry group and by its parent sector', async () => {
    expect(await mine(`sector_guid=${a.sector.guid}`)).toEqual([ids.results]);
    expect(await mine(`sector_guid=${a.sector.parent!.guid}`)).toEqual([ids.results, ids.offering]);
    expect(await mine(`sector_guid=${b.sector.parent!.guid}&stock_guid=${b.guid}`)).toEqual([ids.dividend]);
  });

  it('filters by Riyadh days of publication', async () => {
    expect(await mine('date_from=2020-03-16&date_to=2020-03-16')).toEqual([ids.offering]);
    expect(await mine('date_to=2020-03-15')).toEqual([]);
    expect(await mine('date_from=2020-03-17')).toEqual([ids.results, ids.dividend, ids.holiday]);
  });

  it('searches words of titles and bodies in both languages, Arabic folded', async () => {
    expect(await mine('')).toHaveLength(4);
    expect(guids(await list(`search=profit ${M}`))).toEqual([ids.results]);
    expect(guids(await list(`search=${encodeURIComponent(`أرباح ${M}`)}`))).toEqual([ids.results, ids.dividend]);
    // Typed without the hamza, found with it.
    expect(guids(await list(`search=${encodeURIComponent(`ارباح ${M}`)}`))).toEqual([ids.results, ids.dividend]);
    expect(guids(await list(`search=${encodeURIComponent(`الاضحي ${M}`)}`))).toEqual([ids.holiday]);
    // A word of the body only, and the beginning of a word.
    expect(guids(await list(`search=${BODY}`))).toEqual([ids.results]);
    expect(guids(await list(`search=${M.slice(0, -2)}`))).toEqual(expect.arrayContaining([ids.results, ids.offering]));
    // The text search's own syntax is just punctuation here.
    expect(guids(await list(`search=${encodeURIComponent(`${M} & | ! ' :* ( \\ <->`)}`))).toHaveLength(4);
    expect((await list(`search=${encodeURIComponent('&|!')}&size=1`)).total).toBeGreaterThanOrEqual(4);
  });

  it('pages, and answers a page past the end with no items and the right total', async () => {
    const one = await list(`search=${M}&size=2`);
    expect([one.items.length, one.total, one.page, one.size]).toEqual([2, 4, 1, 2]);
    expect(guids(await list(`search=${M}&size=2&page=2`))).toEqual([ids.holiday, ids.offering]);
    const past = await list(`search=${M}&size=2&page=3`);
    expect([past.items, past.total, past.page]).toEqual([[], 4, 3]);
    for (const bad of ['size=0', 'size=51', 'page=0', 'announcement_type=NOPE', 'stock_guid=nope', 'date_from=2020-13-01']) {
      const res = await t.api({ url: `/api/v1/announcements/?${bad}`, locale: 'en' });
      expect(res.statusCode, bad).toBe(422);
    }
    const ar = await t.api({ url: '/api/v1/announcements/?size=51' });
    expect(JSON.stringify(ar.json())).toMatch(/size/);
    expect(JSON.stringify(ar.json())).toMatch(/[\u0600-\u06FF]/);
  });

  it('needs the app token but no account', async () => {
    expect((await t.app.inject({ url: '/api/v1/announcements/' })).statusCode).toBe(403);
    expect((await t.api({ url: '/api/v1/announcements/' })).statusCode).toBe(200);
  });
});

describe('an announcement', () => {
  it('has its whole content, stocks and events', async () => {
    const res = await t.api({ url: `/api/v1/announcements/${ids.dividend}/`, locale: 'en' });
    expect(res.statusCode).toBe(200);
    const detail = announcementSchema.parse(res.json());
    expect(detail.content).toBe(`Cash dividend ${M}.`);
    expect(detail.stocks.map((s) => s.symbol_code)).toEqual(['2222']);
    expect(detail.events[0]).toEqual({
      guid: expect.any(String),
      type: 'GENERAL_ASSEMBLY',
      title: 'Assembly',
      distribution_date: '2031-01-05',
    });
  });

  it('is not found before its publication time, or when there is none (translated)', async () => {
    const later = await t.api({ url: `/api/v1/announcements/${ids.future}/`, locale: 'en' });
    expect([later.statusCode, later.json().detail]).toEqual([404, 'Announcement not found']);
    const none = await t.api({ url: '/api/v1/announcements/00000000-0000-4000-8000-000000000000/' });
    expect([none.statusCode, none.json().detail]).toEqual([404, 'الإعلان غير موجود']);
  });
});

describe('events', () => {
  const events = async (query: string) => {
    const res = await t.api({ url: `/api/v1/events/?${query}`, locale: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    return eventListSchema.parse(res.json()).items;
  };

  it('lists a week by date then type, each with its stock and announcement, none of what is not yet published', async () => {
    const week = await events('date_from=2031-01-04&date_to=2031-01-10');
    expect(week.map((e) => [e.distribution_date, e.type])).toEqual([
      ['2031-01-05', 'GENERAL_ASSEMBLY'],
      ['2031-01-06', 'CASH_DIVIDENDS_DISTRIBUTION'],
      ['2031-01-06', 'CASH_DIVIDENDS_RIGHT'],
    ]);
    expect(week[0]!.stock?.symbol_code).toBe('2222');
    expect(week[0]!.announcement).toEqual({ guid: ids.dividend });
    expect(week[0]!.title).toBe('Assembly');
  });

  it('lists a month, by stock and by type', async () => {
    expect(await events('date_from=2031-01-01&date_to=2031-01-31')).toHaveLength(4);
    expect((await events(`date_from=2031-01-01&date_to=2031-01-31&stock_guid=${a.guid}`)).map((e) => e.type)).toEqual([
      'FINANCIAL_RESULTS',
    ]);
    expect(
      (await events('date_from=2031-01-01&date_to=2031-01-31&type=GENERAL_ASSEMBLY&type=FINANCIAL_RESULTS')).map((e) => e.type),
    ).toEqual(['GENERAL_ASSEMBLY', 'FINANCIAL_RESULTS']);
  });

  it('takes 93 days at most, and refuses a reversed range (translated, naming the field)', async () => {
    expect(await events('date_from=2031-01-01&date_to=2031-04-03')).toHaveLength(4);
    const long = await t.api({ url: '/api/v1/events/?date_from=2031-01-01&date_to=2031-04-04', locale: 'en' });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail[0]).toMatchObject({ loc: ['query', 'date_to'], msg: 'The range is at most 93 days' });
    const reversed = await t.api({ url: '/api/v1/events/?date_from=2031-01-10&date_to=2031-01-09' });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().detail[0].msg).toBe('لا يمكن أن يسبق تاريخ النهاية تاريخ البداية');
    expect((await t.api({ url: '/api/v1/events/?date_from=2031-01-10' })).statusCode).toBe(422);
  });
});
