import { and, desc, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StockTodayPoints } from '@sahm/contracts/stocks';
import { bulkInsertRows } from '../../db/bulk-insert.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { shareholderRecords, stockLogos, stockProfiles } from '../../db/schema/companies.ts';
import { stockFavorites } from '../../db/schema/favorites.ts';
import { markets } from '../../db/schema/markets.ts';
import { stockIntradayPoints, stockPricePoints } from '../../db/schema/prices.ts';
import { stockQuotes, stockTodayPoints } from '../../db/schema/quotes.ts';
import { sectors } from '../../db/schema/sectors.ts';
import { stockFundamentals, stocks } from '../../db/schema/stocks.ts';

const parentSector = alias(sectors, 'parent_sector');
const q = stockQuotes;
const tp = stockTodayPoints;

/**
 * Every listed stock with its market, sector (and the sector's parent), current quote and derived
 * figures: one small table, read into the snapshot. Outer-joined columns come back nullable.
 */
export const stockRows = (db: Db) =>
  db
    .select({
      id: stocks.id,
      symbolCode: stocks.symbolCode,
      companyNameAr: stocks.companyNameAr,
      companyNameEn: stocks.companyNameEn,
      shortNameAr: stocks.shortNameAr,
      shortNameEn: stocks.shortNameEn,
      logo: stocks.logo,
      listingDate: stocks.listingDate,
      /** The top sector's code (the logo's colour) and the uploaded logo's time, for the logo's URL. */
      topSectorCode: sql<string>`coalesce(${parentSector.code}, ${sectors.code})`,
      logoUploadedAt: stockLogos.updatedAt,
      marketId: markets.id,
      marketCode: markets.code,
      marketNameAr: markets.nameAr,
      marketNameEn: markets.nameEn,
      sectorId: sectors.id,
      sectorNameAr: sectors.nameAr,
      sectorNameEn: sectors.nameEn,
      parentId: parentSector.id,
      parentNameAr: parentSector.nameAr,
      parentNameEn: parentSector.nameEn,
      grandparentId: parentSector.parentId,
      quoteTradeDate: q.tradeDate,
      quotePrice: q.price,
      quoteOpen: q.open,
      quoteHigh: q.high,
      quoteLow: q.low,
      quotePrevClose: q.prevClose,
      quoteVolume: q.volume,
      quoteValue: q.value,
      quoteUpdatedAt: q.updatedAt,
      todayTradeDate: tp.tradeDate,
      todayClose: tp.close,
      todayChangeValue: tp.changeValue,
      todayChangeRatio: tp.changeRatio,
      todayTradeVolume: tp.tradeVolume,
      todayTradeValue: tp.tradeValue,
      todayTradeCount: tp.tradeCount,
      returnLastWeek: tp.returnLastWeek,
      returnValueLastWeek: tp.returnValueLastWeek,
      returnLastMonth: tp.returnLastMonth,
      returnValueLastMonth: tp.returnValueLastMonth,
      returnLastYear: tp.returnLastYear,
      returnValueLastYear: tp.returnValueLastYear,
      fiftyTwoWeekHigh: tp.fiftyTwoWeekHigh,
      fiftyTwoWeekLow: tp.fiftyTwoWeekLow,
      marketCap: tp.marketCap,
      epsTtm: tp.epsTtm,
      priceToEarnings: tp.priceToEarnings,
      bookValuePerShare: tp.bookValuePerShare,
      priceToBook: tp.priceToBook,
    })
    .from(stocks)
    .innerJoin(markets, eq(markets.id, stocks.marketId))
    .innerJoin(sectors, eq(sectors.id, stocks.sectorId))
    .leftJoin(parentSector, eq(parentSector.id, sectors.parentId))
    .leftJoin(q, eq(q.stockId, stocks.id))
    .leftJoin(tp, eq(tp.stockId, stocks.id))
    .leftJoin(stockLogos, eq(stockLogos.stockId, stocks.id))
    .orderBy(stocks.symbolCode);
export type StockRow = Awaited<ReturnType<typeof stockRows>>[number];

/** The fundamentals behind a chart point's ratios. */
const ratioBases = { eps: stockFundamentals.epsTtm, bvps: stockFundamentals.bookValuePerShare };

/** A chart point's row: a closed session from the history, or a tick of the latest session (with its time). */
export type PointRow = Awaited<ReturnType<typeof historyRows>>[number];

/**
 * The ticks of the stock's latest session (the day chart), one point a minute, each shaped as a
 * session's bar: the day's open, high and low, the tick's price as the close.
 */
export const dayPointRows = (db: Db, stockId: string): Promise<PointRow[]> =>
  db
    .select({
      tradeDate: sql<string>`(${stockIntradayPoints.at} AT TIME ZONE 'Asia/Riyadh')::date::text`,
      at: stockIntradayPoints.at,
      open: q.open,
      high: q.high,
      low: q.low,
      close: stockIntradayPoints.price,
      prevClose: q.prevClose,
      volume: stockIntradayPoints.volume,
      value: stockIntradayPoints.value,
      ...ratioBases,
    })
    .from(stockIntradayPoints)
    .innerJoin(q, eq(q.stockId, stockIntradayPoints.stockId))
    .leftJoin(stockFundamentals, eq(stockFundamentals.stockId, stockIntradayPoints.stockId))
    .where(
      and(
        eq(stockIntradayPoints.stockId, stockId),
        gte(
          stockIntradayPoints.at,
          sql`(SELECT max(${stockIntradayPoints.at}) - interval '12 hours' FROM ${stockIntradayPoints} WHERE ${stockIntradayPoints.stockId} = ${stockId})`,
        ),
      ),
    )
    .orderBy(stockIntradayPoints.at);

/** The date of the stock's last closed session in the history, or null. */
export async function lastSessionDate(db: Db, stockId: string): Promise<string | null> {
  const [row] = await db
    .select({ last: sql<string | null>`max(${stockPricePoints.tradeDate})::text` })
    .from(stockPricePoints)
    .where(eq(stockPricePoints.stockId, stockId));
  return row?.last ?? null;
}

/** One point per closed session since `from`. */
export const historyRows = (db: Db, stockId: string, from: string) =>
  db
    .select({
      tradeDate: stockPricePoints.tradeDate,
      at: sql<Date | null>`NULL`,
      open: stockPricePoints.open,
      high: stockPricePoints.high,
      low: stockPricePoints.low,
      close: stockPricePoints.close,
      prevClose: stockPricePoints.prevClose,
      volume: stockPricePoints.volume,
      value: stockPricePoints.value,
      ...ratioBases,
    })
    .from(stockPricePoints)
    .leftJoin(stockFundamentals, eq(stockFundamentals.stockId, stockPricePoints.stockId))
    .where(and(eq(stockPricePoints.stockId, stockId), gte(stockPricePoints.tradeDate, from)))
    .orderBy(stockPricePoints.tradeDate);

const earlier = alias(stockPricePoints, 'earlier');
/** The stock's last close before `date`. */
const closeBefore = (date: string) =>
  sql<string | null>`(SELECT ${earlier.close} FROM ${stockPricePoints} ${earlier}
                       WHERE ${earlier.stockId} = ${stocks.id} AND ${earlier.tradeDate} < ${date}::date
                       ORDER BY ${earlier.tradeDate} DESC LIMIT 1)`;

/** What the header needs beyond the list row: the last close before the year started, and share data. */
export async function extrasRow(db: Db, stockId: string, year: string) {
  const [row] = await db
    .select({
      // Nested: a one-table select names its own columns bare, which would leave the subquery's ambiguous.
      base: sql<string | null>`${closeBefore(`${year}-01-01`)}`,
      nominalValue: stocks.nominalValue,
      sharesOutstanding: stocks.sharesOutstanding,
      freeFloatRatio: stocks.freeFloatRatio,
      paidValue: stockProfiles.paidValue,
    })
    .from(stocks)
    .leftJoin(stockProfiles, eq(stockProfiles.stockId, stocks.id))
    .where(eq(stocks.id, stockId));
  return row;
}

/** The current major holders, largest first (the detail's stock_shareholder). */
export const currentHolderRows = (db: Db, stockId: string) =>
  db
    .select({
      nameAr: shareholderRecords.nameAr,
      nameEn: shareholderRecords.nameEn,
      type: shareholderRecords.type,
      shares: shareholderRecords.shares,
      percentage: shareholderRecords.percentage,
    })
    .from(shareholderRecords)
    .where(and(eq(shareholderRecords.stockId, stockId), eq(shareholderRecords.isShareholder, true)))
    .orderBy(desc(shareholderRecords.percentage), shareholderRecords.nameEn);
export type CurrentHolderRow = Awaited<ReturnType<typeof currentHolderRows>>[number];
export type ExtrasRow = NonNullable<Awaited<ReturnType<typeof extrasRow>>>;

/** The stocks a user follows, newest first. */
export const favoriteRows = (db: Db, userId: string): Promise<{ stockId: string; createdAt: Date }[]> =>
  db
    .select({ stockId: stockFavorites.stockId, createdAt: stockFavorites.createdAt })
    .from(stockFavorites)
    .where(eq(stockFavorites.userId, userId))
    .orderBy(desc(stockFavorites.createdAt), stockFavorites.stockId);

export async function addFavoriteStock(db: Db, userId: string, stockId: string): Promise<void> {
  await db.insert(stockFavorites).values({ userId, stockId }).onConflictDoNothing();
}

export async function removeFavoriteStock(db: Db, userId: string, stockId: string): Promise<void> {
  await db.delete(stockFavorites).where(and(eq(stockFavorites.userId, userId), eq(stockFavorites.stockId, stockId)));
}

export type TodayPointsRow = typeof stockTodayPoints.$inferInsert;

/** A stock's today_points as a row of stock_today_points (numbers kept exact as decimal text). */
export function todayPointsRow(id: string, p: StockTodayPoints): TodayPointsRow {
  const n = (v: number | null) => (v === null ? null : String(v));
  return {
    stockId: id,
    tradeDate: p.trade_date,
    close: String(p.close),
    changeValue: String(p.change_value),
    changeRatio: String(p.change_ratio),
    tradeVolume: p.trade_volume,
    tradeValue: String(p.trade_value),
    tradeCount: p.trade_count,
    returnLastWeek: n(p.return_last_week),
    returnValueLastWeek: n(p.return_value_last_week),
    returnLastMonth: n(p.return_last_month),
    returnValueLastMonth: n(p.return_value_last_month),
    returnLastYear: n(p.return_last_year),
    returnValueLastYear: n(p.return_value_last_year),
    fiftyTwoWeekHigh: String(p.fifty_two_week_high),
    fiftyTwoWeekLow: String(p.fifty_two_week_low),
    marketCap: String(p.daily_market_capitalization),
    epsTtm: n(p.basic_earnings_per_share_ttm),
    priceToEarnings: n(p.daily_price_to_earnings),
    bookValuePerShare: n(p.book_value_per_share_ttm),
    priceToBook: n(p.daily_price_to_book_value),
  };
}

const todayPointsKeys = Object.keys(getTableColumns(stockTodayPoints)) as (keyof TodayPointsRow)[];

/** Writes today_points rows (seeding, and the feed after a session closes) in batches, one statement each. */
export async function insertTodayPoints(db: Queryable, rows: readonly TodayPointsRow[]): Promise<void> {
  await bulkInsertRows(db, stockTodayPoints, todayPointsKeys, rows);
}
