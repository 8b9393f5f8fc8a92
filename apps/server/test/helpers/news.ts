import { randomBytes } from 'node:crypto';
import { announcements, announcementStocks, events } from '../../src/db/schema/news.ts';
import { foldForSearch } from '../../src/platform/arabic-search.ts';
import { bumpDataVersion } from '../../src/platform/data-version.ts';
import type { TestApp } from './test-app.ts';

/** A word no generated text contains: searching for it finds exactly a test's own announcements. */
export const marker = (): string =>
  `zq${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

export type AnnouncementRow = {
  titleAr: string;
  titleEn: string;
  contentAr?: string;
  contentEn?: string;
  publishedAt: Date;
  category?: 'COMPANY' | 'MARKET' | 'FINANCIAL_ADVISOR';
  topic?: string;
  announcementType?: 'NEWS' | 'EVENT';
  marketId?: string | null;
  stockIds?: string[];
  events?: { type: string; titleAr: string; titleEn: string; date: string; stockId?: string | null }[];
};

/** Stores announcements as the demo data does (search text folded from both languages), and bumps the news version. */
export async function insertAnnouncements(t: TestApp, rows: AnnouncementRow[]): Promise<string[]> {
  const ids: string[] = [];
  for (const r of rows) {
    const contentAr = r.contentAr ?? `${r.titleAr}.`;
    const contentEn = r.contentEn ?? `${r.titleEn}.`;
    const [row] = await t.database.db
      .insert(announcements)
      .values({
        category: r.category ?? 'COMPANY',
        topic: r.topic ?? 'OTHER',
        announcementType: r.announcementType ?? 'NEWS',
        marketId: r.marketId ?? null,
        titleAr: r.titleAr,
        titleEn: r.titleEn,
        contentAr,
        contentEn,
        searchText: foldForSearch([r.titleAr, r.titleEn, contentAr, contentEn].join(' ')),
        publishedAt: r.publishedAt,
      })
      .returning({ id: announcements.id });
    const id = row!.id;
    ids.push(id);
    for (const stockId of r.stockIds ?? []) await t.database.db.insert(announcementStocks).values({ announcementId: id, stockId });
    for (const e of r.events ?? []) {
      await t.database.db.insert(events).values({
        announcementId: id,
        stockId: e.stockId ?? r.stockIds?.[0] ?? null,
        type: e.type,
        titleAr: e.titleAr,
        titleEn: e.titleEn,
        date: e.date,
      });
    }
  }
  await bumpDataVersion(t.database, 'news');
  return ids;
}

/** Minutes before now: the newest rows, above anything the demo generates. */
export const minutesAgo = (m: number): Date => new Date(Date.now() - m * 60_000);
