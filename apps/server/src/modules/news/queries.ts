import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@sahm/contracts/common';
import type { AnnouncementQuery, EventType } from '@sahm/contracts/news';
import type { Db } from '../../db/client.ts';
import { announcements, announcementStocks, events } from '../../db/schema/news.ts';
import { riyadhDayStart } from './riyadh-day.ts';

/** The list's filters once resolved: a sector is the set of its stocks; the search a prefix tsquery. */
export type AnnouncementFilter = Omit<AnnouncementQuery, 'page' | 'size' | 'sector_guid' | 'search' | 'stock_guid'> & {
  stockIds?: string[] | undefined;
  /** The stocks of the asked sector (an industry group or its parent); empty matches nothing. */
  sectorStockIds?: string[] | undefined;
  tsQuery?: string | undefined;
};

const linkedTo = (stockIds: string[]): SQL =>
  stockIds.length === 0
    ? sql`false`
    : sql`exists (select 1 from ${announcementStocks} where ${announcementStocks.announcementId} = ${announcements.id} and ${inArray(announcementStocks.stockId, stockIds)})`;

/** Only what is published: an announcement dated later is published when its time comes. */
export function announcementWhere(f: AnnouncementFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    lte(announcements.publishedAt, sql`now()`),
    f.announcement_type ? eq(announcements.announcementType, f.announcement_type) : undefined,
    f.category ? eq(announcements.category, f.category) : undefined,
    f.topic ? eq(announcements.topic, f.topic) : undefined,
    // A notice of the whole exchange (a holiday closure) concerns every market.
    f.market_guid ? or(eq(announcements.marketId, f.market_guid), isNull(announcements.marketId)) : undefined,
    f.stockIds ? linkedTo(f.stockIds) : undefined,
    f.sectorStockIds ? linkedTo(f.sectorStockIds) : undefined,
    // The expression of the GIN index, word for word, so the planner can use it.
    f.tsQuery ? sql`to_tsvector('simple', ${announcements.searchText}) @@ to_tsquery('simple', ${f.tsQuery})` : undefined,
    f.date_from ? gte(announcements.publishedAt, riyadhDayStart(f.date_from)) : undefined,
    f.date_to ? lt(announcements.publishedAt, riyadhDayStart(f.date_to, 1)) : undefined,
  ];
  return and(...conditions)!;
}

/** The order of the published-at index (descending, nulls last), so the newest come straight off it. */
const newestFirst = [sql`${announcements.publishedAt} desc nulls last`, desc(announcements.id)];
/**
 * The same order through an expression no index has. The planner cannot tell how many rows a
 * prefix search matches: for a rare word it would walk the date index computing every row's
 * tsvector (tens of milliseconds); sorting what the full-text index found is then far cheaper.
 */
const newestFirstSorted = [sql`(${announcements.publishedAt} + interval '0 s') desc nulls last`, desc(announcements.id)];

/** The columns a list item or the detail needs, in one language; `content` is cut to `contentChars` for a list. */
function announcementColumns(locale: Locale, contentChars?: number) {
  const content = locale === 'en' ? announcements.contentEn : announcements.contentAr;
  return {
    id: announcements.id,
    title: locale === 'en' ? announcements.titleEn : announcements.titleAr,
    content: contentChars ? sql<string>`left(${content}, ${contentChars})` : content,
    publishedAt: announcements.publishedAt,
    announcementType: announcements.announcementType,
    category: announcements.category,
    topic: announcements.topic,
    marketId: announcements.marketId,
    headerUpdatedAt: announcements.headerUpdatedAt,
    isDemo: announcements.isDemo,
  };
}
export type AnnouncementRow = Awaited<ReturnType<typeof announcementById>> & {};

/** `few`: a search known (by its count) to match few rows: they are found first, then sorted. */
export async function announcementPage(
  db: Db,
  locale: Locale,
  f: AnnouncementFilter,
  page: { limit: number; offset: number; few: boolean },
  contentChars: number,
) {
  return db
    .select(announcementColumns(locale, contentChars))
    .from(announcements)
    .where(announcementWhere(f))
    .orderBy(...(page.few ? newestFirstSorted : newestFirst))
    .limit(page.limit)
    .offset(page.offset);
}

export async function announcementCount(db: Db, f: AnnouncementFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(announcements).where(announcementWhere(f));
  return row?.n ?? 0;
}

/** When the newest announcement published by now was published (the date index's first entry not in the future). */
export async function lastPublishedAt(db: Db): Promise<string> {
  const [row] = await db
    .select({ at: sql<string>`${announcements.publishedAt}::text` })
    .from(announcements)
    .where(lte(announcements.publishedAt, sql`now()`))
    .orderBy(sql`${announcements.publishedAt} desc nulls last`)
    .limit(1);
  return row?.at ?? '';
}

/** One published announcement (or any, for the administrative answers). */
export async function announcementById(db: Db, locale: Locale, id: string, publishedOnly = true) {
  const [row] = await db
    .select(announcementColumns(locale))
    .from(announcements)
    .where(and(eq(announcements.id, id), publishedOnly ? lte(announcements.publishedAt, sql`now()`) : undefined));
  return row;
}

export async function stockLinks(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ announcementId: announcementStocks.announcementId, stockId: announcementStocks.stockId })
    .from(announcementStocks)
    .where(inArray(announcementStocks.announcementId, ids));
}

const eventColumns = (locale: Locale) => ({
  id: events.id,
  announcementId: events.announcementId,
  stockId: events.stockId,
  type: events.type,
  title: locale === 'en' ? events.titleEn : events.titleAr,
  date: events.date,
});
export type EventRow = Awaited<ReturnType<typeof eventsOf>>[number];

export async function eventsOf(db: Db, locale: Locale, announcementIds: string[]) {
  if (announcementIds.length === 0) return [];
  return db
    .select(eventColumns(locale))
    .from(events)
    .where(inArray(events.announcementId, announcementIds))
    .orderBy(asc(events.date), asc(events.type));
}

export async function eventsBetween(db: Db, locale: Locale, q: { from: string; to: string; stockIds?: string[]; types?: EventType[] }) {
  return db
    .select(eventColumns(locale))
    .from(events)
    .where(
      and(
        gte(events.date, q.from),
        lte(events.date, q.to),
        // An announcement's events show once it is published.
        sql`(${events.announcementId} is null or exists (select 1 from ${announcements} where ${announcements.id} = ${events.announcementId} and ${announcements.publishedAt} <= now()))`,
        q.stockIds ? inArray(events.stockId, q.stockIds) : undefined,
        q.types ? inArray(events.type, q.types) : undefined,
      ),
    )
    .orderBy(asc(events.date), asc(events.type), asc(events.id));
}

/** The header's stored image, and what the generated one is drawn from. */
export async function headerSource(db: Db, id: string) {
  const [row] = await db
    .select({
      image: announcements.headerImage,
      contentType: announcements.headerContentType,
      updatedAt: announcements.headerUpdatedAt,
      topic: announcements.topic,
      marketId: announcements.marketId,
      publishedAt: announcements.publishedAt,
    })
    .from(announcements)
    .where(eq(announcements.id, id));
  if (!row) return undefined;
  const [first] = await db
    .select({ stockId: announcementStocks.stockId })
    .from(announcementStocks)
    .where(eq(announcementStocks.announcementId, id))
    .orderBy(asc(announcementStocks.stockId))
    .limit(1);
  return { ...row, stockId: first?.stockId };
}

/** The feed's latest published announcements, whole, in one language. */
export async function latestAnnouncements(db: Db, locale: Locale, limit: number, contentChars: number) {
  return db
    .select(announcementColumns(locale, contentChars))
    .from(announcements)
    .where(lte(announcements.publishedAt, sql`now()`))
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function eventById(db: Db, locale: Locale, id: string) {
  const [row] = await db.select(eventColumns(locale)).from(events).where(eq(events.id, id));
  return row;
}
