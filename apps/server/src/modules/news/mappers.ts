import type { Locale, NamedRef } from '@sahm/contracts/common';
import type {
  Announcement,
  AnnouncementCategory,
  AnnouncementListItem,
  AnnouncementTopic,
  AnnouncementType,
  EventType,
  NewsEvent,
  NewsStock,
} from '@sahm/contracts/news';
import type { StockListItem } from '@sahm/contracts/stocks';
import { headerUrl, headerVersion } from './header-url.ts';
import type { AnnouncementRow, EventRow } from './queries.ts';
import { summaryOf } from './summary.ts';

export const toNewsStock = (s: StockListItem): NewsStock => ({
  guid: s.guid,
  short_name: s.short_name,
  symbol_code: s.symbol_code,
  logo: s.logo,
});

/** What a row is shown with: its stocks (by id order), events and market, already in the row's language. */
export type Related = { locale: Locale; stocks: NewsStock[]; events: EventRow[]; market: NamedRef | null };

export const toAnnouncementEvent = (e: EventRow) => ({
  guid: e.id,
  type: e.type as EventType,
  title: e.title,
  distribution_date: e.date,
});

function common(row: AnnouncementRow, related: Related) {
  const version = headerVersion({
    uploadedAt: row.headerUpdatedAt,
    topic: row.topic,
    symbol: related.stocks[0]?.symbol_code ?? null,
    marketId: row.marketId,
    locale: related.locale,
  });
  return {
    guid: row.id,
    title: row.title,
    header: headerUrl(row.id, version, related.locale),
    published_at: row.publishedAt.toISOString(),
    announcement_type: row.announcementType as AnnouncementType,
    category: row.category as AnnouncementCategory,
    topic: row.topic as AnnouncementTopic,
    market: related.market,
    stocks: related.stocks,
    events: related.events.map(toAnnouncementEvent),
    is_demo: row.isDemo,
  };
}

export const toAnnouncement = (row: AnnouncementRow, related: Related): Announcement => ({
  ...common(row, related),
  content: row.content,
});

export const toListItem = (row: AnnouncementRow, related: Related): AnnouncementListItem => ({
  ...common(row, related),
  summary: summaryOf(row.content),
});

export const toEvent = (e: EventRow, stock: NewsStock | null): NewsEvent => ({
  ...toAnnouncementEvent(e),
  stock,
  announcement: e.announcementId ? { guid: e.announcementId } : null,
});
