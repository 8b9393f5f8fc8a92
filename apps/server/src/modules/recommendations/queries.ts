import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stockPricePoints } from '../../db/schema/prices.ts';
import { capitalExpectationReports, capitalExpectations, researchFirms } from '../../db/schema/recommendations.ts';
import { stocks } from '../../db/schema/stocks.ts';

/** The list's filters once resolved: a sector is the set of its stocks, the date ISO. */
export type ExpectationFilter = {
  rating?: string | undefined;
  stockId?: string | undefined;
  /** The stocks of the asked sector (and its sub-sectors); empty matches nothing. */
  sectorStockIds?: string[] | undefined;
  firmId?: string | undefined;
  date?: string | undefined;
  /** Words matched against the stock's names and symbol and the firm's names (a LIKE pattern). */
  like?: string | undefined;
};

/** Filters on ratings joined to their firms; words look at the stock's names through a sub-query. */
function expectationWhere(f: ExpectationFilter): SQL | undefined {
  const words = f.like
    ? or(
        sql`${capitalExpectations.stockId} in (select ${stocks.id} from ${stocks} where ${or(
          ilike(stocks.symbolCode, f.like),
          ilike(stocks.shortNameAr, f.like),
          ilike(stocks.shortNameEn, f.like),
        )})`,
        ilike(researchFirms.nameAr, f.like),
        ilike(researchFirms.nameEn, f.like),
      )
    : undefined;
  return and(
    f.rating ? eq(capitalExpectations.rating, f.rating) : undefined,
    f.stockId ? eq(capitalExpectations.stockId, f.stockId) : undefined,
    f.sectorStockIds ? (f.sectorStockIds.length ? inArray(capitalExpectations.stockId, f.sectorStockIds) : sql`false`) : undefined,
    f.firmId ? eq(capitalExpectations.researchFirmId, f.firmId) : undefined,
    f.date ? eq(capitalExpectations.ratingDate, f.date) : undefined,
    words,
  );
}

const expectationColumns = {
  id: capitalExpectations.id,
  stockId: capitalExpectations.stockId,
  firmId: capitalExpectations.researchFirmId,
  firmNameAr: researchFirms.nameAr,
  firmNameEn: researchFirms.nameEn,
  firmLogoUpdatedAt: researchFirms.logoUpdatedAt,
  ratingDate: capitalExpectations.ratingDate,
  prevRating: capitalExpectations.prevRating,
  rating: capitalExpectations.rating,
  ratingPrice: capitalExpectations.ratingPrice,
  targetPrice: capitalExpectations.targetPrice,
  changeValue: capitalExpectations.changeValue,
  changeRatio: capitalExpectations.changeRatio,
  isDemo: capitalExpectations.isDemo,
  updatedAt: capitalExpectations.updatedAt,
};
export type ExpectationRow = Awaited<ReturnType<typeof expectationPage>>[number];

/** Newest rating first; ties in a fixed order so pages never overlap. */
export async function expectationPage(db: Db, f: ExpectationFilter, page: { limit: number; offset: number }) {
  return db
    .select(expectationColumns)
    .from(capitalExpectations)
    .innerJoin(researchFirms, eq(researchFirms.id, capitalExpectations.researchFirmId))
    .where(expectationWhere(f))
    .orderBy(desc(capitalExpectations.ratingDate), asc(capitalExpectations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function expectationCount(db: Db, f: ExpectationFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(capitalExpectations)
    .innerJoin(researchFirms, eq(researchFirms.id, capitalExpectations.researchFirmId))
    .where(expectationWhere(f));
  return row?.n ?? 0;
}

export async function expectationById(db: Db, id: string) {
  const [row] = await db
    .select(expectationColumns)
    .from(capitalExpectations)
    .innerJoin(researchFirms, eq(researchFirms.id, capitalExpectations.researchFirmId))
    .where(eq(capitalExpectations.id, id));
  return row;
}

export async function reportsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: capitalExpectationReports.id,
      expectationId: capitalExpectationReports.expectationId,
      language: capitalExpectationReports.language,
    })
    .from(capitalExpectationReports)
    .where(inArray(capitalExpectationReports.expectationId, ids))
    .orderBy(asc(capitalExpectationReports.language));
}

export async function reportById(db: Db, id: string) {
  const [row] = await db.select().from(capitalExpectationReports).where(eq(capitalExpectationReports.id, id));
  return row;
}

/** The stock's close on a session, as stored (a decimal string), if it traded that day. */
export async function closeOn(db: Db, stockId: string, date: string): Promise<string | undefined> {
  const [row] = await db
    .select({ close: stockPricePoints.close })
    .from(stockPricePoints)
    .where(and(eq(stockPricePoints.stockId, stockId), eq(stockPricePoints.tradeDate, date)));
  return row?.close;
}

/** The firm's last rating of the stock before a date: what a new rating's previous rating is. */
export async function ratingBefore(db: Db, firmId: string, stockId: string, date: string, except?: string): Promise<string | null> {
  const [row] = await db
    .select({ rating: capitalExpectations.rating })
    .from(capitalExpectations)
    .where(
      and(
        eq(capitalExpectations.researchFirmId, firmId),
        eq(capitalExpectations.stockId, stockId),
        lt(capitalExpectations.ratingDate, date),
        except ? sql`${capitalExpectations.id} <> ${except}` : undefined,
      ),
    )
    .orderBy(desc(capitalExpectations.ratingDate))
    .limit(1);
  return row?.rating ?? null;
}

const firmColumns = {
  id: researchFirms.id,
  nameAr: researchFirms.nameAr,
  nameEn: researchFirms.nameEn,
  logoUpdatedAt: researchFirms.logoUpdatedAt,
  isDemo: researchFirms.isDemo,
};
export type FirmRow = Awaited<ReturnType<typeof firmById>> & {};

export async function firmPage(db: Db, page: { limit: number; offset: number }) {
  return db
    .select(firmColumns)
    .from(researchFirms)
    .orderBy(asc(researchFirms.nameEn), asc(researchFirms.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function firmCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(researchFirms);
  return row?.n ?? 0;
}

export async function firmById(db: Db, id: string) {
  const [row] = await db.select(firmColumns).from(researchFirms).where(eq(researchFirms.id, id));
  return row;
}

export async function firmLogo(db: Db, id: string) {
  const [row] = await db
    .select({
      nameEn: researchFirms.nameEn,
      logo: researchFirms.logo,
      contentType: researchFirms.logoContentType,
      updatedAt: researchFirms.logoUpdatedAt,
    })
    .from(researchFirms)
    .where(eq(researchFirms.id, id));
  return row;
}

export async function stockExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: stocks.id }).from(stocks).where(eq(stocks.id, id));
  return Boolean(row);
}
