import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '@sahm/contracts/common';
import type { AnnouncementInput, AnnouncementPatch, EventInput } from '@sahm/contracts/news';
import type { Database, Db } from '../../db/client.ts';
import { markets } from '../../db/schema/markets.ts';
import { announcements, announcementStocks, events } from '../../db/schema/news.ts';
import { stocks } from '../../db/schema/stocks.ts';
import { foldForSearch } from '../../platform/arabic-search.ts';
import { bumpDataVersion } from '../../platform/data-version.ts';
import { messages, refusal } from './messages.ts';

/** What a write tells the rest of the process once committed: caches drop, subscribers hear of a new announcement. */
export type NewsWritten = {
  kind: 'announcement' | 'event';
  guid: string;
  created?: { publishedAt: Date; stockIds: string[]; marketId: string | null };
};

export type NewsWriteDeps = { database: Database; written: (change: NewsWritten) => void };

/** Titles and bodies of both languages, folded as searches are. */
const searchTextOf = (a: Pick<AnnouncementInput, 'title_ar' | 'title_en' | 'content_ar' | 'content_en'>) =>
  foldForSearch([a.title_ar, a.title_en, a.content_ar, a.content_en].join(' '));

/** Refuses unknown stocks; answers their one market, if they share one (an announcement's market when none is given). */
async function checkStocks(db: Db, locale: Locale, ids: string[], field: string): Promise<string | null> {
  if (ids.length === 0) return null;
  const found = await db.select({ id: stocks.id, marketId: stocks.marketId }).from(stocks).where(inArray(stocks.id, ids));
  if (found.length !== new Set(ids).size) throw refusal(locale, 'body', field, 'unknownStock');
  const marketIds = new Set(found.map((s) => s.marketId));
  return marketIds.size === 1 ? found[0]!.marketId : null;
}

async function checkMarket(db: Db, locale: Locale, id: string | null | undefined): Promise<void> {
  if (!id) return;
  const [found] = await db.select({ id: markets.id }).from(markets).where(eq(markets.id, id));
  if (!found) throw refusal(locale, 'body', 'market_guid', 'unknownMarket');
}

/** The announcement's events: its one stock's, when it has exactly one. */
async function replaceEvents(db: Db, announcementId: string, stockIds: string[], list: Omit<EventInput, 'stock_guid'>[]) {
  await db.delete(events).where(eq(events.announcementId, announcementId));
  if (list.length === 0) return;
  const stockId = stockIds.length === 1 ? stockIds[0]! : null;
  await db
    .insert(events)
    .values(
      list.map((e) => ({ announcementId, stockId, type: e.type, titleAr: e.title_ar, titleEn: e.title_en, date: e.distribution_date })),
    );
}

async function replaceStocks(db: Db, announcementId: string, stockIds: string[]) {
  await db.delete(announcementStocks).where(eq(announcementStocks.announcementId, announcementId));
  const unique = [...new Set(stockIds)];
  if (unique.length) await db.insert(announcementStocks).values(unique.map((stockId) => ({ announcementId, stockId })));
}

/**
 * The back office's writes to announcements and events. Each is one transaction that checks what
 * it refers to, keeps the search text in step with the texts and bumps the news data version, so
 * a refused write stores nothing and every process's caches see a committed one.
 */
export function createNewsWrites({ database, written }: NewsWriteDeps) {
  const inTransaction = async <T>(fn: (db: Db) => Promise<T>): Promise<T> =>
    database.transaction(async (tx) => {
      const out = await fn(tx.db);
      await bumpDataVersion(tx, 'news');
      return out;
    });

  return {
    async createAnnouncement(locale: Locale, input: AnnouncementInput): Promise<string> {
      const publishedAt = input.published_at ? new Date(input.published_at) : new Date();
      let marketId = input.market_guid ?? null;
      const id = await inTransaction(async (db) => {
        const stocksMarket = await checkStocks(db, locale, input.stock_guids, 'stock_guids');
        await checkMarket(db, locale, marketId);
        // A company's announcement belongs to its market unless told otherwise (null: the whole exchange).
        if (input.market_guid === undefined) marketId = stocksMarket;
        const [row] = await db
          .insert(announcements)
          .values({
            category: input.category,
            topic: input.topic,
            announcementType: input.announcement_type,
            marketId,
            titleAr: input.title_ar,
            titleEn: input.title_en,
            contentAr: input.content_ar,
            contentEn: input.content_en,
            searchText: searchTextOf(input),
            publishedAt,
          })
          .returning({ id: announcements.id });
        await replaceStocks(db, row!.id, input.stock_guids);
        await replaceEvents(db, row!.id, input.stock_guids, input.events);
        return row!.id;
      });
      written({ kind: 'announcement', guid: id, created: { publishedAt, stockIds: input.stock_guids, marketId } });
      return id;
    },

    async updateAnnouncement(locale: Locale, guid: string, patch: AnnouncementPatch): Promise<void> {
      await inTransaction(async (db) => {
        const [current] = await db.select().from(announcements).where(eq(announcements.id, guid)).for('update');
        if (!current) throw messages.error(404, 'announcementNotFound');
        if (patch.stock_guids) await checkStocks(db, locale, patch.stock_guids, 'stock_guids');
        if (patch.market_guid !== undefined) await checkMarket(db, locale, patch.market_guid);
        const texts = {
          title_ar: patch.title_ar ?? current.titleAr,
          title_en: patch.title_en ?? current.titleEn,
          content_ar: patch.content_ar ?? current.contentAr,
          content_en: patch.content_en ?? current.contentEn,
        };
        await db
          .update(announcements)
          .set({
            titleAr: texts.title_ar,
            titleEn: texts.title_en,
            contentAr: texts.content_ar,
            contentEn: texts.content_en,
            searchText: searchTextOf(texts),
            ...(patch.category ? { category: patch.category } : {}),
            ...(patch.topic ? { topic: patch.topic } : {}),
            ...(patch.announcement_type ? { announcementType: patch.announcement_type } : {}),
            ...(patch.market_guid !== undefined ? { marketId: patch.market_guid } : {}),
            ...(patch.published_at ? { publishedAt: new Date(patch.published_at) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(announcements.id, guid));
        if (patch.stock_guids) await replaceStocks(db, guid, patch.stock_guids);
        if (patch.events) {
          const stockIds =
            patch.stock_guids ??
            (
              await db
                .select({ id: announcementStocks.stockId })
                .from(announcementStocks)
                .where(eq(announcementStocks.announcementId, guid))
            ).map((r) => r.id);
          await replaceEvents(db, guid, stockIds, patch.events);
        }
      });
      written({ kind: 'announcement', guid });
    },

    async deleteAnnouncement(guid: string): Promise<void> {
      await inTransaction(async (db) => {
        const gone = await db.delete(announcements).where(eq(announcements.id, guid)).returning({ id: announcements.id });
        if (gone.length === 0) throw messages.error(404, 'announcementNotFound');
      });
      written({ kind: 'announcement', guid });
    },

    async saveHeader(guid: string, image: Buffer, contentType: string): Promise<void> {
      await inTransaction(async (db) => {
        const saved = await db
          .update(announcements)
          .set({ headerImage: image, headerContentType: contentType, headerUpdatedAt: new Date() })
          .where(eq(announcements.id, guid))
          .returning({ id: announcements.id });
        if (saved.length === 0) throw messages.error(404, 'announcementNotFound');
      });
      written({ kind: 'announcement', guid });
    },

    async createEvent(locale: Locale, input: EventInput): Promise<string> {
      const id = await inTransaction(async (db) => {
        if (input.stock_guid) await checkStocks(db, locale, [input.stock_guid], 'stock_guid');
        const [row] = await db
          .insert(events)
          .values({
            type: input.type,
            titleAr: input.title_ar,
            titleEn: input.title_en,
            date: input.distribution_date,
            stockId: input.stock_guid ?? null,
          })
          .returning({ id: events.id });
        return row!.id;
      });
      written({ kind: 'event', guid: id });
      return id;
    },

    async updateEvent(locale: Locale, guid: string, patch: Partial<EventInput>): Promise<void> {
      await inTransaction(async (db) => {
        if (patch.stock_guid) await checkStocks(db, locale, [patch.stock_guid], 'stock_guid');
        const changes = {
          ...(patch.type ? { type: patch.type } : {}),
          ...(patch.title_ar ? { titleAr: patch.title_ar } : {}),
          ...(patch.title_en ? { titleEn: patch.title_en } : {}),
          ...(patch.distribution_date ? { date: patch.distribution_date } : {}),
          ...(patch.stock_guid !== undefined ? { stockId: patch.stock_guid } : {}),
        };
        // Nothing to change still answers whether the event exists.
        const saved = Object.keys(changes).length
          ? await db.update(events).set(changes).where(eq(events.id, guid)).returning({ id: events.id })
          : await db.select({ id: events.id }).from(events).where(eq(events.id, guid));
        if (saved.length === 0) throw messages.error(404, 'eventNotFound');
      });
      written({ kind: 'event', guid });
    },

    async deleteEvent(guid: string): Promise<void> {
      await inTransaction(async (db) => {
        const gone = await db.delete(events).where(eq(events.id, guid)).returning({ id: events.id });
        if (gone.length === 0) throw messages.error(404, 'eventNotFound');
      });
      written({ kind: 'event', guid });
    },
  };
}

export type NewsWrites = ReturnType<typeof createNewsWrites>;
