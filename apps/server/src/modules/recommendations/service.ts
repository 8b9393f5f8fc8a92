import type { Locale, Page } from '@sahm/contracts/common';
import {
  ratingDateToIso,
  type CapitalExpectation,
  type CapitalExpectationSearch,
  type Rating,
  type ResearchFirm,
} from '@sahm/contracts/recommendations';
import type { Database } from '../../db/client.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import { createCache, createVersionedCache } from '../../platform/cache.ts';
import { readDataVersionFrom } from '../../platform/data-version.ts';
import { prepareJson, type PreparedJson } from '../../platform/prepared-json.ts';
import type { StockService } from '../stocks/index.ts';
import { firmLogoUrl, firmMonogram } from './firm-logo.ts';
import { messages, refusal } from './messages.ts';
import {
  expectationById,
  expectationCount,
  expectationPage,
  firmById,
  firmCount,
  firmLogo,
  firmPage,
  reportById,
  reportsOf,
  type ExpectationFilter,
  type ExpectationRow,
  type FirmRow,
} from './queries.ts';

export type RecommendationsDeps = { database: Database; stocks: StockService; checkEveryMs?: number; now?: () => Date };

/** A file or image ready to send. */
export type SentFile = { body: Buffer | string; contentType: string; disposition?: string; version: string };

export const reportPath = (id: string) => `/api/v1/stock-capital-expectations/report/${id}`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The recommendations' reads: pages of ratings (cached as prepared JSON per query and language
 * under the recommendations data version, so a repeated page costs no query), the firms, their
 * logos and the report files, generated ones drawn on first request and kept.
 */
export function createRecommendationsService({ database, stocks, checkEveryMs = 1000, now = () => new Date() }: RecommendationsDeps) {
  const reader = database.read;
  const version = () => readDataVersionFrom(reader, 'recommendations');
  const pages = createVersionedCache<PreparedJson>({ max: 2000, checkEveryMs, version });
  const firmPages = createVersionedCache<Page<ResearchFirm>>({ max: 50, checkEveryMs, version });
  const sectorStocks = createCache<Promise<string[]>>({ max: 200, ttlMs: 60_000 });
  const drawn = createCache<Promise<Buffer>>({ max: 48 });

  const today = () => riyadhClock(now()).date;

  const stocksOfSector = (sector: string): Promise<string[]> =>
    sectorStocks.getOrSet(sector, () => {
      const ids = stocks.list('en', { page: 1, size: 100_000, sector }).then((p) => p.items.map((s) => s.guid));
      ids.catch(() => sectorStocks.delete(sector));
      return ids;
    });

  const firmOf = (locale: Locale, r: FirmRow): ResearchFirm => ({
    guid: r.id,
    name: locale === 'en' ? r.nameEn : r.nameAr,
    name_ar: r.nameAr,
    name_en: r.nameEn,
    logo: firmLogoUrl(r.id, r.logoUpdatedAt),
    is_demo: r.isDemo,
  });

  /** Rows with their stocks and reports, in one language. */
  async function toItems(locale: Locale, rows: ExpectationRow[], db = reader): Promise<CapitalExpectation[]> {
    const reports = await reportsOf(
      db,
      rows.map((r) => r.id),
    );
    return Promise.all(
      rows.map(async (r) => {
        const stock = await stocks.get(locale, r.stockId);
        return {
          guid: r.id,
          rating_date: r.ratingDate,
          stock: { guid: r.stockId, short_name: stock?.short_name ?? '', symbol_code: stock?.symbol_code ?? '', logo: stock?.logo ?? null },
          research_firm: {
            guid: r.firmId,
            name: locale === 'en' ? r.firmNameEn : r.firmNameAr,
            logo: firmLogoUrl(r.firmId, r.firmLogoUpdatedAt),
          },
          prev_rating: r.prevRating as Rating | null,
          rating: r.rating as Rating,
          rating_price: r.ratingPrice,
          target_price: r.targetPrice,
          change_value: r.changeValue,
          change_ratio: r.changeRatio,
          reports: reports
            .filter((p) => p.expectationId === r.id)
            .map((p) => ({ id: p.id, attachment_suffix_path: reportPath(p.id), language: p.language as Locale })),
          is_demo: r.isDemo,
        };
      }),
    );
  }

  async function filterOf(locale: Locale, q: CapitalExpectationSearch): Promise<ExpectationFilter> {
    const date = q.rating_date ? ratingDateToIso(q.rating_date)! : undefined;
    if (date && date > today()) throw refusal(locale, 'query', 'rating_date', 'futureDate');
    const words = q.search?.trim();
    return {
      rating: q.rating,
      stockId: q.stock_guid,
      firmId: q.research_firm_guid,
      sectorStockIds: q.sector_guid ? await stocksOfSector(q.sector_guid) : undefined,
      date,
      like: words ? `%${escapeLike(words)}%` : undefined,
    };
  }

  async function list(locale: Locale, q: CapitalExpectationSearch): Promise<Page<CapitalExpectation>> {
    const filter = await filterOf(locale, q);
    const total = await expectationCount(reader, filter);
    const offset = (q.page - 1) * q.size;
    // A page past the end costs no second query.
    const rows = offset < total ? await expectationPage(reader, filter, { limit: q.size, offset }) : [];
    return { items: await toItems(locale, rows), total, page: q.page, size: q.size };
  }

  const listKey = (locale: Locale, q: CapitalExpectationSearch) =>
    [
      locale,
      q.page,
      q.size,
      q.rating ?? '',
      q.stock_guid ?? '',
      q.sector_guid ?? '',
      q.research_firm_guid ?? '',
      q.rating_date ?? '',
      q.search?.trim().toLowerCase() ?? '',
    ].join('|');

  /** A generated report, drawn once per recommendation version and language. */
  function generated(row: ExpectationRow, language: Locale): Promise<Buffer> {
    const key = [row.id, row.updatedAt.getTime(), row.firmLogoUpdatedAt?.getTime() ?? '', language].join(':');
    const hit = drawn.get(key);
    if (hit) return hit;
    const render = (async () => {
      const stock = await stocks.get(language, row.stockId);
      const { renderRecommendationPdf } = await import('./report-pdf.ts');
      return renderRecommendationPdf({
        language,
        firmName: language === 'en' ? row.firmNameEn : row.firmNameAr,
        companyName: stock?.company_name ?? stock?.short_name ?? '',
        symbol: stock?.symbol_code ?? '',
        ratingDate: row.ratingDate,
        prevRating: row.prevRating as Rating | null,
        rating: row.rating as Rating,
        ratingPrice: row.ratingPrice,
        targetPrice: row.targetPrice,
        changeValue: row.changeValue,
        changeRatio: row.changeRatio,
        isDemo: row.isDemo,
      });
    })();
    drawn.set(key, render);
    render.catch(() => drawn.delete(key));
    return render;
  }

  return {
    /** A page of recommendations as prepared JSON (filters, and words for `/search`). */
    page: (locale: Locale, q: CapitalExpectationSearch): Promise<PreparedJson> =>
      pages.get(listKey(locale, q), async () => prepareJson(JSON.stringify(await list(locale, q)))),
    list,

    /** One recommendation read from the primary (the administrator's answer). */
    async one(locale: Locale, guid: string): Promise<CapitalExpectation> {
      const row = await expectationById(database.db, guid);
      if (!row) throw messages.error(404, 'expectationNotFound');
      return (await toItems(locale, [row], database.db))[0]!;
    },

    /** A report file: the uploaded one, else drawn from its recommendation. */
    async report(guid: string): Promise<SentFile> {
      const report = await reportById(reader, guid);
      if (!report) throw messages.error(404, 'reportNotFound');
      const row = await expectationById(reader, report.expectationId);
      if (!row) throw messages.error(404, 'reportNotFound');
      const language = report.language as Locale;
      const stock = await stocks.get('en', row.stockId);
      const name = `${stock?.symbol_code ?? 'stock'}-recommendation-${row.ratingDate}-${language}.pdf`;
      const disposition = `inline; filename="${name}"`;
      const version = String(report.updatedAt.getTime());
      if (report.body) return { body: report.body, contentType: report.contentType ?? 'application/pdf', disposition, version };
      return { body: await generated(row, language), contentType: 'application/pdf', disposition, version };
    },

    firms: (locale: Locale, q: { page: number; size: number }) =>
      firmPages.get(`${locale}|${q.page}|${q.size}`, async () => {
        const [total, rows] = await Promise.all([firmCount(reader), firmPage(reader, { limit: q.size, offset: (q.page - 1) * q.size })]);
        return { items: rows.map((r) => firmOf(locale, r)), total, page: q.page, size: q.size };
      }),

    async firm(locale: Locale, guid: string, db = reader): Promise<ResearchFirm> {
      const row = await firmById(db, guid);
      if (!row) throw messages.error(404, 'firmNotFound');
      return firmOf(locale, row);
    },
    firmForAdmin(locale: Locale, guid: string) {
      return this.firm(locale, guid, database.db);
    },

    /** The firm's logo: the uploaded image, else its monogram (SVG). */
    async logo(guid: string): Promise<SentFile> {
      const row = await firmLogo(reader, guid);
      if (!row) throw messages.error(404, 'firmNotFound');
      const version = row.updatedAt ? row.updatedAt.getTime().toString(36) : 'g';
      if (row.logo && row.contentType) return { body: row.logo, contentType: row.contentType, version };
      return { body: firmMonogram(guid, row.nameEn), contentType: 'image/svg+xml; charset=utf-8', version };
    },

    today,

    /** After a write in this process: the next read is fresh rather than up to a version check late. */
    invalidate(): void {
      pages.invalidate();
      firmPages.invalidate();
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
