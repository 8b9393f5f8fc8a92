import type { Locale, Page } from '@sahm/contracts/common';
import {
  announcementTopicSchema,
  type Announcement,
  type AnnouncementListItem,
  type AnnouncementQuery,
  type EventQuery,
  type NewsStock,
} from '@sahm/contracts/news';
import type { Database } from '../../db/client.ts';
import { createCache, createVersionedCache } from '../../platform/cache.ts';
import { readDataVersionFrom } from '../../platform/data-version.ts';
import { prepareJson, type PreparedJson } from '../../platform/prepared-json.ts';
import type { MarketService } from '../markets/index.ts';
import type { StockService } from '../stocks/index.ts';
import { toAnnouncement, toEvent, toListItem, toNewsStock, type Related } from './mappers.ts';
import { messages, refusal } from './messages.ts';
import {
  announcementById,
  announcementCount,
  announcementPage,
  eventsBetween,
  eventsOf,
  eventById,
  headerSource,
  latestAnnouncements,
  lastPublishedAt,
  stockLinks,
  type AnnouncementFilter,
  type AnnouncementRow,
} from './queries.ts';
import { headerImage } from './header-image.ts';
import { headerVersion } from './header-url.ts';
import { daysBetween } from './riyadh-day.ts';
import { prefixTsQuery } from './search-query.ts';
import { SUMMARY_CHARS } from './summary.ts';

export type NewsServiceDeps = { database: Database; stocks: StockService; markets: MarketService; checkEveryMs?: number };

export type HeaderImage = { version: string; contentType: string; body: Buffer | string };

/** Spec §7: the events calendar is asked for a week or a month; a quarter at most. */
export const MAX_EVENT_DAYS = 93;
/** Read a little more than the summary needs, so the cut at a word has a word to cut at. */
const LIST_CONTENT_CHARS = SUMMARY_CHARS + 60;

/**
 * Whether sorting a search's matches beats walking the date index until the page is full. Walking
 * computes each passed row's tsvector (about 75 times a match's cost to sort), and passes about
 * `needed × all / matches` rows.
 */
const fewerThanWalked = (matches: number, needed: number, all: number) => matches * matches < 75 * needed * Math.max(all, 1);

const sortedKey = (values: readonly string[] | undefined) => (values ? [...values].sort().join(',') : '');

/**
 * The news reads: announcements (list, detail, feed) and events. Answers are cached per query and
 * language under the news data version and the last publication time that has passed, lists and events as
 * prepared JSON, so a repeated page costs no query and no serialization.
 */
export function createNewsService({ database, stocks, markets, checkEveryMs = 1000 }: NewsServiceDeps) {
  const reader = database.read;
  // An announcement dated in the future is published when its time comes, with no write to bump
  // the data version: the newest publication time that has passed is part of the version, so the
  // answers move the second one is published, and stay put (no reload stalls) while nothing is.
  const version = async () => `${await readDataVersionFrom(reader, 'news')}:${await lastPublishedAt(reader)}`;
  const pages = createVersionedCache<PreparedJson>({ max: 2000, checkEveryMs, version });
  const details = createVersionedCache<Announcement | null>({ max: 2000, checkEveryMs, version });
  const eventLists = createVersionedCache<PreparedJson>({ max: 1000, checkEveryMs, version });
  const feeds = createVersionedCache<AnnouncementListItem[]>({ max: 4, checkEveryMs, version });
  const counts = createVersionedCache<number>({ max: 1, checkEveryMs, version });
  const publishedCount = () => counts.get('all', () => announcementCount(reader, {}));
  // The stocks of a sector and its sub-sectors, per stock snapshot (listings change rarely).
  const sectorStocks = createCache<Promise<string[]>>({ max: 200, ttlMs: 60_000 });

  const stockOf = async (locale: Locale, id: string): Promise<NewsStock | null> => {
    const s = await stocks.get(locale, id);
    return s ? toNewsStock(s) : null;
  };

  /** The rows' stocks, events and market in one language: two queries for the whole page. */
  async function withRelated(locale: Locale, rows: AnnouncementRow[], db = reader) {
    const ids = rows.map((r) => r.id);
    const [links, events, marketList] = await Promise.all([stockLinks(db, ids), eventsOf(db, locale, ids), markets.list(locale)]);
    const related = new Map<string, Related>();
    for (const r of rows) {
      const market = marketList.find((m) => m.guid === r.marketId);
      related.set(r.id, { locale, stocks: [], events: [], market: market ? { guid: market.guid, name: market.name } : null });
    }
    for (const link of links.sort((a, b) => (a.stockId < b.stockId ? -1 : 1))) {
      const stock = await stockOf(locale, link.stockId);
      if (stock) related.get(link.announcementId)!.stocks.push(stock);
    }
    for (const e of events) if (e.announcementId) related.get(e.announcementId)?.events.push(e);
    return rows.map((row) => ({ row, related: related.get(row.id)! }));
  }

  const stocksOfSector = (sector: string): Promise<string[]> =>
    sectorStocks.getOrSet(sector, () => {
      const ids = stocks.list('en', { page: 1, size: 100_000, sector }).then((p) => p.items.map((s) => s.guid));
      // A failed read is not kept: the next request tries again.
      ids.catch(() => sectorStocks.delete(sector));
      return ids;
    });

  async function filterOf(q: AnnouncementQuery): Promise<AnnouncementFilter> {
    return {
      announcement_type: q.announcement_type,
      category: q.category,
      topic: q.topic,
      market_guid: q.market_guid,
      date_from: q.date_from,
      date_to: q.date_to,
      stockIds: q.stock_guid?.length ? q.stock_guid : undefined,
      sectorStockIds: q.sector_guid ? await stocksOfSector(q.sector_guid) : undefined,
      tsQuery: prefixTsQuery(q.search),
    };
  }

  /** The query with its defaults and order settled, so equal questions share one cache entry. */
  const listKey = (locale: Locale, q: AnnouncementQuery) =>
    [
      locale,
      q.page,
      q.size,
      sortedKey(q.stock_guid),
      q.announcement_type ?? '',
      q.category ?? '',
      q.topic ?? '',
      q.market_guid ?? '',
      q.sector_guid ?? '',
      prefixTsQuery(q.search) ?? '',
      q.date_from ?? '',
      q.date_to ?? '',
    ].join('|');

  async function list(locale: Locale, q: AnnouncementQuery): Promise<Page<AnnouncementListItem>> {
    const filter = await filterOf(q);
    // The count first: it tells a search that matches few rows (found by the full-text index, then
    // sorted) from one that matches many (left to the planner, which walks the date index while
    // matches are dense enough). A page past the end costs no second query.
    const total = await announcementCount(reader, filter);
    const offset = (q.page - 1) * q.size;
    const few = Boolean(filter.tsQuery) && fewerThanWalked(total, offset + q.size, await publishedCount());
    const rows = offset < total ? await announcementPage(reader, locale, filter, { limit: q.size, offset, few }, LIST_CONTENT_CHARS) : [];
    const items = (await withRelated(locale, rows)).map(({ row, related }) => toListItem(row, related));
    return { items, total, page: q.page, size: q.size };
  }

  async function detail(locale: Locale, guid: string, db = reader, publishedOnly = true): Promise<Announcement | null> {
    const row = await announcementById(db, locale, guid, publishedOnly);
    if (!row) return null;
    const [one] = await withRelated(locale, [row], db);
    return toAnnouncement(row, one!.related);
  }

  function checkRange(locale: Locale, q: EventQuery): void {
    if (q.date_to < q.date_from) throw refusal(locale, 'query', 'date_to', 'rangeReversed');
    if (daysBetween(q.date_from, q.date_to) + 1 > MAX_EVENT_DAYS) {
      throw refusal(locale, 'query', 'date_to', 'rangeTooLong', { days: MAX_EVENT_DAYS });
    }
  }

  return {
    /** A page of announcements as prepared JSON. */
    page: (locale: Locale, q: AnnouncementQuery): Promise<PreparedJson> =>
      pages.get(listKey(locale, q), async () => prepareJson(JSON.stringify(await list(locale, q)))),
    list,

    /** One published announcement, or 404. */
    async one(locale: Locale, guid: string): Promise<Announcement> {
      const found = await details.get(`${locale}|${guid}`, () => detail(locale, guid));
      if (!found) throw messages.error(404, 'announcementNotFound');
      return found;
    },
    /** An announcement whatever its publication time, read from the primary (the administrator's answer). */
    detailForAdmin: (locale: Locale, guid: string) => detail(locale, guid, database.db, false),

    /** One event, read from the primary (the administrator's answer). */
    async eventForAdmin(locale: Locale, guid: string) {
      const row = await eventById(database.db, locale, guid);
      if (!row) throw messages.error(404, 'eventNotFound');
      return toEvent(row, row.stockId ? await stockOf(locale, row.stockId) : null);
    },

    /** Events of a date range (a quarter at most), as prepared JSON. */
    events(locale: Locale, q: EventQuery): Promise<PreparedJson> {
      checkRange(locale, q);
      const key = [locale, q.date_from, q.date_to, sortedKey(q.stock_guid), sortedKey(q.type)].join('|');
      return eventLists.get(key, async () => {
        const rows = await eventsBetween(reader, locale, {
          from: q.date_from,
          to: q.date_to,
          stockIds: q.stock_guid?.length ? q.stock_guid : undefined,
          types: q.type?.length ? q.type : undefined,
        });
        const items = await Promise.all(rows.map(async (e) => toEvent(e, e.stockId ? await stockOf(locale, e.stockId) : null)));
        return prepareJson(JSON.stringify({ items }));
      });
    },

    /** The feed's latest published announcements in one language, with their stocks. */
    latest: (locale: Locale, limit: number) =>
      feeds.get(`${locale}|${limit}`, async () =>
        (await withRelated(locale, await latestAnnouncements(reader, locale, limit, LIST_CONTENT_CHARS))).map(({ row, related }) =>
          toListItem(row, related),
        ),
      ),

    /** The header image: the uploaded one, else the generated banner of its topic. */
    async header(guid: string, locale: Locale): Promise<HeaderImage> {
      const source = await headerSource(reader, guid);
      if (!source) throw messages.error(404, 'announcementNotFound');
      const stock = source.stockId ? await stocks.get(locale, source.stockId) : undefined;
      const version = headerVersion({
        uploadedAt: source.updatedAt,
        topic: source.topic,
        symbol: stock?.symbol_code ?? null,
        marketId: source.marketId,
        locale,
      });
      if (source.image && source.contentType) return { version, contentType: source.contentType, body: source.image };
      const market = source.marketId ? await markets.get(locale, source.marketId) : undefined;
      // A company's banner: its symbol and its short name; the exchange's: the market and the exchange.
      const [label, caption] = stock
        ? [stock.symbol_code, stock.short_name]
        : [market?.name ?? messages.t(locale, 'exchange'), market ? messages.t(locale, 'exchange') : ''];
      const topic = announcementTopicSchema.catch('OTHER').parse(source.topic);
      return { version, contentType: 'image/svg+xml; charset=utf-8', body: headerImage(topic, label, caption) };
    },

    /** After a write in this process: the next read is fresh rather than up to a version check late. */
    invalidate(): void {
      pages.invalidate();
      counts.invalidate();
      details.invalidate();
      eventLists.invalidate();
      feeds.invalidate();
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
