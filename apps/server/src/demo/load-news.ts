import type { Queryable } from '../db/client.ts';
import { bulkInsertRows } from '../db/bulk-insert.ts';
import { announcementStocks, announcements, events } from '../db/schema/news.ts';
import { foldForSearch } from '../platform/arabic-search.ts';
import type { CompanyData } from './generator/companies/types.ts';
import type { FinancialsData } from './generator/financials/types.ts';
import { generateCompanyNews, holidayAnnouncements, NEWS_START, type GeneratedAnnouncement } from './generator/news/index.ts';
import type { DemoPlan } from './generator/plan.ts';
import type { PlannedStock } from './generator/stock-profile.ts';
import type { CompanyRef, DailyBar, Holiday } from './generator/types.ts';
import { marketDefs } from './markets-data.ts';
import { marketId, stockId } from './load-reference.ts';

/**
 * Loads the demo's announcements and events. The seed hands over each company with its records
 * and statements as it makes them; the announcements are written in batches as they pile up (their
 * texts are the bulk of them), and the exchange's holiday notices at the end.
 */

const marketIdOf = new Map(marketDefs.map((m) => [m.kind, marketId(m.code)]));

export function newsWriter(db: Queryable, plan: DemoPlan, companies: readonly CompanyRef[], holidays: readonly Holiday[], flushAt = 4_000) {
  const byCode = new Map(companies.map((c) => [c.symbol_code, c]));
  let pending: GeneratedAnnouncement[] = [];
  let written = 0;
  let eventCount = 0;
  let spent = 0;
  const timed = async (work: () => Promise<void>) => {
    const started = Date.now();
    await work();
    spent += Date.now() - started;
  };
  const flush = async () => {
    if (!pending.length) return;
    const batch = pending;
    pending = [];
    written += batch.length;
    eventCount += batch.reduce((n, a) => n + a.events.length, 0);
    await insertAnnouncements(db, batch);
  };
  return {
    /** `bars`: the stock's sessions, for the price a listing inside the history was offered at. */
    add: (stock: PlannedStock, bars: readonly DailyBar[], data: CompanyData, financials: FinancialsData | null) =>
      timed(async () => {
        const company = byCode.get(stock.symbol_code);
        if (!company) throw new Error(`no reference data for ${stock.symbol_code}`);
        const first = bars[0];
        const offerPrice = stock.params.isIpo && first?.trade_date === stock.listing_date ? first.prev_close : null;
        pending.push(
          ...generateCompanyNews({
            seed: plan.seed,
            company,
            stock,
            data,
            financials,
            offerPrice,
            endDate: plan.endDate,
            holidays: plan.holidays,
          }),
        );
        if (pending.length >= flushAt) await flush();
      }),
    /** Writes what is left and the market's own notices. */
    finish: async (log: (line: string) => void) => {
      await timed(async () => {
        pending.push(...holidayAnnouncements({ seed: plan.seed, holidays, from: NEWS_START, endDate: plan.endDate }));
        await flush();
      });
      log(`  ${written} announcements and ${eventCount} events from ${NEWS_START} in ${(spent / 1000).toFixed(1)} s`);
    },
  };
}

export async function insertAnnouncements(db: Queryable, all: readonly GeneratedAnnouncement[]): Promise<void> {
  await bulkInsertRows(
    db,
    announcements,
    [
      'id',
      'category',
      'topic',
      'announcementType',
      'marketId',
      'titleAr',
      'titleEn',
      'contentAr',
      'contentEn',
      'searchText',
      'publishedAt',
      'isDemo',
    ],
    all.map((a) => ({
      id: a.guid,
      category: a.category,
      topic: a.topic,
      announcementType: a.announcement_type,
      marketId: a.market ? marketIdOf.get(a.market)! : null,
      titleAr: a.title_ar,
      titleEn: a.title_en,
      contentAr: a.content_ar,
      contentEn: a.content_en,
      searchText: foldForSearch([a.title_ar, a.title_en, a.content_ar, a.content_en].join(' ')),
      publishedAt: new Date(a.published_at),
      isDemo: true,
    })),
  );
  await bulkInsertRows(
    db,
    announcementStocks,
    ['announcementId', 'stockId'],
    all.flatMap((a) => a.symbol_codes.map((code) => ({ announcementId: a.guid, stockId: stockId(code) }))),
  );
  await bulkInsertRows(
    db,
    events,
    ['id', 'announcementId', 'stockId', 'type', 'titleAr', 'titleEn', 'date', 'isDemo'],
    all.flatMap((a) =>
      a.events.map((e) => ({
        id: e.guid,
        announcementId: a.guid,
        stockId: e.symbol_code === null ? null : stockId(e.symbol_code),
        type: e.type,
        titleAr: e.title_ar,
        titleEn: e.title_en,
        date: e.date,
        isDemo: true,
      })),
    ),
  );
}
