import { bulkInsertRows } from '../db/bulk-insert.ts';
import type { Queryable } from '../db/client.ts';
import { stableId } from '../db/stable-id.ts';
import { capitalExpectationReports, capitalExpectations, researchFirms } from '../db/schema/recommendations.ts';
import { halalasToSar } from '@sahm/contracts/money';
import { demoFirms, researchFirmId } from './generator/recommendations/firms.ts';
import { generateRatings, type CoveredStock } from './generator/recommendations/ratings.ts';
import type { PlannedStock } from './generator/stock-profile.ts';
import type { DailyBar } from './generator/types.ts';
import { stockId } from './load-reference.ts';

/** How many of the largest companies (by market value at the last close) the demo firms rate. */
export const COVERED_STOCKS = 35;

export const expectationId = (firm: string, symbol: string, date: string) => stableId('capital-expectation', `${firm}:${symbol}:${date}`);
export const reportId = (expectation: string, language: string) => stableId('capital-expectation-report', `${expectation}:${language}`);

/**
 * Keeps the largest companies as the seed hands them over (their sessions with them), then writes
 * the demo firms and their ratings, each with a generated report in both languages.
 */
export function recommendationsCollector(seed: number, endDate: string, size = COVERED_STOCKS) {
  let largest: (CoveredStock & { value: number })[] = [];
  return {
    add(stock: PlannedStock, bars: readonly DailyBar[]) {
      const last = bars[bars.length - 1];
      if (!last) return;
      const value = stock.shares_outstanding * last.close;
      if (largest.length >= size && value <= largest[largest.length - 1]!.value) return;
      largest.push({ symbol_code: stock.symbol_code, bars, value });
      largest.sort((a, b) => b.value - a.value || a.symbol_code.localeCompare(b.symbol_code));
      largest = largest.slice(0, size);
    },

    async insert(db: Queryable, log: (line: string) => void) {
      // The firms in a fixed order: the largest company first, whatever order the seed went in.
      const covered = [...largest].sort((a, b) => a.symbol_code.localeCompare(b.symbol_code));
      const ratings = generateRatings(seed, demoFirms, covered, endDate);
      await bulkInsertRows(
        db,
        researchFirms,
        ['id', 'nameAr', 'nameEn', 'isDemo'],
        demoFirms.map((f) => ({ id: researchFirmId(f.code), nameAr: f.name_ar, nameEn: f.name_en, isDemo: true })),
      );
      const rows = ratings.map((r) => ({
        id: expectationId(r.firm, r.symbol_code, r.rating_date),
        stockId: stockId(r.symbol_code),
        researchFirmId: researchFirmId(r.firm),
        ratingDate: r.rating_date,
        prevRating: r.prev_rating,
        rating: r.rating,
        ratingPrice: halalasToSar(r.rating_price),
        targetPrice: halalasToSar(r.target_price),
        changeValue: r.change_value,
        changeRatio: r.change_ratio,
        isDemo: true,
      }));
      await bulkInsertRows(
        db,
        capitalExpectations,
        [
          'id',
          'stockId',
          'researchFirmId',
          'ratingDate',
          'prevRating',
          'rating',
          'ratingPrice',
          'targetPrice',
          'changeValue',
          'changeRatio',
          'isDemo',
        ],
        rows,
      );
      await bulkInsertRows(
        db,
        capitalExpectationReports,
        ['id', 'expectationId', 'language'],
        rows.flatMap((r) => (['ar', 'en'] as const).map((language) => ({ id: reportId(r.id, language), expectationId: r.id, language }))),
      );
      log(`  ${demoFirms.length} research firms and ${rows.length} recommendations on ${covered.length} companies`);
    },
  };
}
