import { and, eq } from 'drizzle-orm';
import type { Locale } from '@sahm/contracts/common';
import { halalasToSar, sarToHalalas } from '@sahm/contracts/money';
import type { CapitalExpectationInput, CapitalExpectationPatch, ReportLanguage, ResearchFirmInput } from '@sahm/contracts/recommendations';
import type { Database, Db } from '../../db/client.ts';
import { capitalExpectationReports, capitalExpectations, researchFirms } from '../../db/schema/recommendations.ts';
import { bumpDataVersion } from '../../platform/data-version.ts';
import { changeOf } from '../../domain/recommendations/change.ts';
import { messages, refusal } from './messages.ts';
import { closeOn, firmById, ratingBefore, stockExists } from './queries.ts';

export type RecommendationWriteDeps = { database: Database; today: () => string; written: () => void };

/** "32.5" → "32.50": the stored form of a price sent with fewer decimals. */
const priceText = (p: string) => halalasToSar(sarToHalalas(p));

/**
 * The back office's writes to recommendations, their reports and the research firms. Each is one
 * transaction that checks what it refers to and bumps the recommendations data version, so a
 * refused write stores nothing and every process's caches see a committed one.
 */
export function createRecommendationWrites({ database, today, written }: RecommendationWriteDeps) {
  const inTransaction = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const out = await database.transaction(async (tx) => {
      const result = await fn(tx.db);
      await bumpDataVersion(tx, 'recommendations');
      return result;
    });
    written();
    return out;
  };

  /** The stored figures of a recommendation: rating price from the close when not given, the change computed. */
  async function figures(
    db: Db,
    locale: Locale,
    v: Required<Pick<CapitalExpectationInput, 'stock_guid' | 'research_firm_guid' | 'rating_date' | 'rating' | 'target_price'>> & {
      rating_price?: string | undefined;
      prev_rating?: string | null | undefined;
      except?: string;
    },
  ) {
    if (!(await stockExists(db, v.stock_guid))) throw refusal(locale, 'body', 'stock_guid', 'unknownStock');
    if (!(await firmById(db, v.research_firm_guid))) throw refusal(locale, 'body', 'research_firm_guid', 'unknownFirm');
    if (v.rating_date > today()) throw refusal(locale, 'body', 'rating_date', 'futureDate');
    const price = v.rating_price ?? (await closeOn(db, v.stock_guid, v.rating_date));
    if (!price) throw refusal(locale, 'body', 'rating_price', 'noPriceOnDate', { date: v.rating_date });
    const [ratingHalalas, targetHalalas] = [sarToHalalas(price), sarToHalalas(v.target_price)];
    const prev =
      v.prev_rating !== undefined ? v.prev_rating : await ratingBefore(db, v.research_firm_guid, v.stock_guid, v.rating_date, v.except);
    const change = changeOf(ratingHalalas, targetHalalas);
    return {
      stockId: v.stock_guid,
      researchFirmId: v.research_firm_guid,
      ratingDate: v.rating_date,
      rating: v.rating,
      prevRating: prev,
      ratingPrice: priceText(price),
      targetPrice: priceText(v.target_price),
      changeValue: change.change_value,
      changeRatio: change.change_ratio,
    };
  }

  return {
    /** A new recommendation with a generated report in each language. */
    createExpectation: (locale: Locale, input: CapitalExpectationInput): Promise<string> =>
      inTransaction(async (db) => {
        const [row] = await db
          .insert(capitalExpectations)
          .values(await figures(db, locale, input))
          .returning({ id: capitalExpectations.id });
        await db
          .insert(capitalExpectationReports)
          .values((['ar', 'en'] as const).map((language) => ({ expectationId: row!.id, language })));
        return row!.id;
      }),

    updateExpectation: (locale: Locale, guid: string, patch: CapitalExpectationPatch): Promise<void> =>
      inTransaction(async (db) => {
        const [current] = await db.select().from(capitalExpectations).where(eq(capitalExpectations.id, guid)).for('update');
        if (!current) throw messages.error(404, 'expectationNotFound');
        const moved = patch.stock_guid !== undefined || patch.rating_date !== undefined;
        const values = await figures(db, locale, {
          stock_guid: patch.stock_guid ?? current.stockId,
          research_firm_guid: patch.research_firm_guid ?? current.researchFirmId,
          rating_date: patch.rating_date ?? current.ratingDate,
          rating: patch.rating ?? (current.rating as CapitalExpectationInput['rating']),
          target_price: patch.target_price ?? current.targetPrice,
          // A new date or stock takes that day's close unless a price comes with it.
          rating_price: patch.rating_price ?? (moved ? undefined : current.ratingPrice),
          prev_rating: patch.prev_rating !== undefined ? patch.prev_rating : current.prevRating,
          except: guid,
        });
        await db
          .update(capitalExpectations)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(capitalExpectations.id, guid));
      }),

    deleteExpectation: (guid: string): Promise<void> =>
      inTransaction(async (db) => {
        const gone = await db.delete(capitalExpectations).where(eq(capitalExpectations.id, guid)).returning({ id: capitalExpectations.id });
        if (gone.length === 0) throw messages.error(404, 'expectationNotFound');
      }),

    /** Puts an uploaded PDF in its language's report (replacing the generated or earlier one). */
    saveReport: (guid: string, language: ReportLanguage, file: Buffer): Promise<void> =>
      inTransaction(async (db) => {
        const [found] = await db.select({ id: capitalExpectations.id }).from(capitalExpectations).where(eq(capitalExpectations.id, guid));
        if (!found) throw messages.error(404, 'expectationNotFound');
        await db
          .insert(capitalExpectationReports)
          .values({ expectationId: guid, language, body: file, contentType: 'application/pdf' })
          .onConflictDoUpdate({
            target: [capitalExpectationReports.expectationId, capitalExpectationReports.language],
            set: { body: file, contentType: 'application/pdf', updatedAt: new Date() },
          });
      }),

    deleteReport: (id: string): Promise<void> =>
      inTransaction(async (db) => {
        const gone = await db
          .delete(capitalExpectationReports)
          .where(and(eq(capitalExpectationReports.id, id)))
          .returning({ id: capitalExpectationReports.id });
        if (gone.length === 0) throw messages.error(404, 'reportNotFound');
      }),

    createFirm: (input: ResearchFirmInput): Promise<string> =>
      inTransaction(async (db) => {
        const [row] = await db
          .insert(researchFirms)
          .values({ nameAr: input.name_ar, nameEn: input.name_en })
          .returning({ id: researchFirms.id });
        return row!.id;
      }),

    updateFirm: (guid: string, patch: Partial<ResearchFirmInput>): Promise<void> =>
      inTransaction(async (db) => {
        const changes = { ...(patch.name_ar ? { nameAr: patch.name_ar } : {}), ...(patch.name_en ? { nameEn: patch.name_en } : {}) };
        const saved = Object.keys(changes).length
          ? await db.update(researchFirms).set(changes).where(eq(researchFirms.id, guid)).returning({ id: researchFirms.id })
          : await db.select({ id: researchFirms.id }).from(researchFirms).where(eq(researchFirms.id, guid));
        if (saved.length === 0) throw messages.error(404, 'firmNotFound');
      }),

    /** Deletes the firm and, with it, its recommendations and their reports. */
    deleteFirm: (guid: string): Promise<void> =>
      inTransaction(async (db) => {
        const gone = await db.delete(researchFirms).where(eq(researchFirms.id, guid)).returning({ id: researchFirms.id });
        if (gone.length === 0) throw messages.error(404, 'firmNotFound');
      }),

    saveLogo: (guid: string, image: Buffer, contentType: string): Promise<void> =>
      inTransaction(async (db) => {
        const saved = await db
          .update(researchFirms)
          .set({ logo: image, logoContentType: contentType, logoUpdatedAt: new Date() })
          .where(eq(researchFirms.id, guid))
          .returning({ id: researchFirms.id });
        if (saved.length === 0) throw messages.error(404, 'firmNotFound');
      }),
  };
}

export type RecommendationWrites = ReturnType<typeof createRecommendationWrites>;
