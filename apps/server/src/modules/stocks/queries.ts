import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StockTodayPoints } from '@sahm/contracts/stocks';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { stockFavorites } from '../../db/schema/favorites.ts';
import { markets } from '../../db/schema/markets.ts';
import { stockIntradayPoints, stockPricePoints } from '../../db/schema/prices.ts';
import { stockQuotes, stockTodayPoints } from '../../db/schema/quotes.ts';
import { sectors } from '../../db/schema/sectors.ts';
import { stockFundamentals, stocks } from '../../db/schema/stocks.ts';
import { nullable, selection, selectRows, type RowOf } from '../../db/typed-sql.ts';

const parentSector = alias(sectors, 'parent_sector');
const q = stockQuotes;
const tp = stockTodayPoints;

/** A listed stock with its market, sector (and the sector's parent), current quote and derived figures. */
const stockFields = selection({
  id: stocks.id,
  symbolCode: stocks.symbolCode,
  companyNameAr: stocks.companyNameAr,
  companyNameEn: stocks.companyNameEn,
  shortNameAr: stocks.shortNameAr,
  shortNameEn: stocks.shortNameEn,
  logo: stocks.logo,
  listingDate: stocks.listingDate,
  marketId: markets.id,
  marketCode: markets.code,
  marketNameAr: markets.nameAr,
  marketNameEn: markets.nameEn,
  sectorId: sectors.id,
  sectorNameAr: sectors.nameAr,
  sectorNameEn: sectors.nameEn,
  parentId: nullable(parentSector.id),
  parentNameAr: nullable(parentSector.nameAr),
  parentNameEn: nullable(parentSector.nameEn),
  grandparentId: parentSector.parentId,
  quoteTradeDate: nullable(q.tradeDate),
  quotePrice: nullable(q.price),
  quoteOpen: nullable(q.open),
  quoteHigh: nullable(q.high),
  quoteLow: nullable(q.low),
  quotePrevClose: nullable(q.prevClose),
  quoteVolume: nullable(q.volume),
  quoteValue: nullable(q.value),
  quoteUpdatedAt: nullable(q.updatedAt),
  todayTradeDate: nullable(tp.tradeDate),
  todayClose: nullable(tp.close),
  todayChangeValue: nullable(tp.changeValue),
  todayChangeRatio: nullable(tp.changeRatio),
  todayTradeVolume: nullable(tp.tradeVolume),
  todayTradeValue: nullable(tp.tradeValue),
  todayTradeCount: nullable(tp.tradeCount),
  returnLastWeek: tp.returnLastWeek,
  returnValueLastWeek: tp.returnValueLastWeek,
  returnLastMonth: tp.returnLastMonth,
  returnValueLastMonth: tp.returnValueLastMonth,
  returnLastYear: tp.returnLastYear,
  returnValueLastYear: tp.returnValueLastYear,
  fiftyTwoWeekHigh: nullable(tp.fiftyTwoWeekHigh),
  fiftyTwoWeekLow: nullable(tp.fiftyTwoWeekLow),
  marketCap: nullable(tp.marketCap),
  epsTtm: tp.epsTtm,
  priceToEarnings: tp.priceToEarnings,
  bookValuePerShare: tp.bookValuePerShare,
  priceToBook: tp.priceToBook,
});
export type StockRow = RowOf<typeof stockFields>;

/** Every listed stock with its market, sector, current quote and derived figures: one small table, read into the snapshot. */
export const stockRows = (db: Db): Promise<StockRow[]> =>
  selectRows(
    db,
    stockFields,
    sql`SELECT ${stockFields.list}
          FROM ${stocks}
          JOIN ${markets} ON ${markets.id} = ${stocks.marketId}
          JOIN ${sectors} ON ${sectors.id} = ${stocks.sectorId}
          LEFT JOIN ${sectors} ${parentSector} ON ${parentSector.id} = ${sectors.parentId}
          LEFT JOIN ${q} ON ${q.stockId} = ${stocks.id}
          LEFT JOIN ${tp} ON ${tp.stockId} = ${stocks.id}
         ORDER BY ${stocks.symbolCode}`,
  );

/** One point of a price chart per closed session, with the fundamentals behind its ratios. */
const historyFields = selection({
  tradeDate: stockPricePoints.tradeDate,
  at: sql<Date | null>`NULL`,
  open: stockPricePoints.open,
  high: stockPricePoints.high,
  low: stockPricePoints.low,
  close: stockPricePoints.close,
  prevClose: stockPricePoints.prevClose,
  volume: stockPricePoints.volume,
  value: stockPricePoints.value,
  eps: stockFundamentals.epsTtm,
  bvps: stockFundamentals.bookValuePerShare,
});
/** A chart point's row: a session from the history, or a tick of the latest session (with its time). */
export type PointRow = RowOf<typeof historyFields>;

/** A tick of the latest session, shaped as a session's bar: the day's open, high and low, the tick's price as the close. */
const dayFields = selection({
  tradeDate: sql<string>`(${stockIntradayPoints.at} AT TIME ZONE 'Asia/Riyadh')::date::text`,
  at: stockIntradayPoints.at,
  open: q.open,
  high: q.high,
  low: q.low,
  close: stockIntradayPoints.price,
  prevClose: q.prevClose,
  volume: stockIntradayPoints.volume,
  value: stockIntradayPoints.value,
  eps: stockFundamentals.epsTtm,
  bvps: stockFundamentals.bookValuePerShare,
});

/** The ticks of the stock's latest session (the day chart), one point a minute. */
export const dayPointRows = (db: Db, stockId: string): Promise<PointRow[]> =>
  selectRows(
    db,
    dayFields,
    sql`SELECT ${dayFields.list}
          FROM ${stockIntradayPoints}
          JOIN ${q} ON ${q.stockId} = ${stockIntradayPoints.stockId}
          LEFT JOIN ${stockFundamentals} ON ${stockFundamentals.stockId} = ${stockIntradayPoints.stockId}
         WHERE ${stockIntradayPoints.stockId} = ${stockId}
           AND ${stockIntradayPoints.at} >= (SELECT max(${stockIntradayPoints.at}) - interval '12 hours'
                                               FROM ${stockIntradayPoints} WHERE ${stockIntradayPoints.stockId} = ${stockId})
         ORDER BY ${stockIntradayPoints.at}`,
  );

/** The date of the stock's last closed session in the history, or null. */
export async function lastSessionDate(db: Db, stockId: string): Promise<string | null> {
  const [row] = await db
    .select({ last: sql<string | null>`max(${stockPricePoints.tradeDate})::text` })
    .from(stockPricePoints)
    .where(eq(stockPricePoints.stockId, stockId));
  return row?.last ?? null;
}

/** One point per closed session since `from`. */
export const historyRows = (db: Db, stockId: string, from: string): Promise<PointRow[]> =>
  selectRows(
    db,
    historyFields,
    sql`SELECT ${historyFields.list}
          FROM ${stockPricePoints}
          LEFT JOIN ${stockFundamentals} ON ${stockFundamentals.stockId} = ${stockPricePoints.stockId}
         WHERE ${stockPricePoints.stockId} = ${stockId} AND ${stockPricePoints.tradeDate} >= ${from}
         ORDER BY ${stockPricePoints.tradeDate}`,
  );

const earlier = alias(stockPricePoints, 'earlier');
const extrasFields = (yearStart: string) =>
  selection({
    base: sql<string | null>`(SELECT ${earlier.close} FROM ${stockPricePoints} ${earlier}
                               WHERE ${earlier.stockId} = ${stocks.id} AND ${earlier.tradeDate} < ${yearStart}::date
                               ORDER BY ${earlier.tradeDate} DESC LIMIT 1)`,
    nominalValue: stocks.nominalValue,
    sharesOutstanding: stocks.sharesOutstanding,
    freeFloatRatio: stocks.freeFloatRatio,
  });
export type ExtrasRow = RowOf<ReturnType<typeof extrasFields>>;

/** What the header needs beyond the list row: the last close before the year started, and share data. */
export async function extrasRow(db: Db, stockId: string, year: string): Promise<ExtrasRow | undefined> {
  const fields = extrasFields(`${year}-01-01`);
  const [row] = await selectRows(db, fields, sql`SELECT ${fields.list} FROM ${stocks} WHERE ${stocks.id} = ${stockId}`);
  return row;
}

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

/** A stock's today_points as a row of stock_today_points (numbers kept exact as decimal text), in insertTodayPoints' column order. */
export function todayPointsRow(id: string, p: StockTodayPoints): unknown[] {
  const n = (v: number | null) => (v === null ? null : String(v));
  return [
    id,
    p.trade_date,
    n(p.close),
    n(p.change_value),
    n(p.change_ratio),
    p.trade_volume,
    n(p.trade_value),
    p.trade_count,
    n(p.return_last_week),
    n(p.return_value_last_week),
    n(p.return_last_month),
    n(p.return_value_last_month),
    n(p.return_last_year),
    n(p.return_value_last_year),
    n(p.fifty_two_week_high),
    n(p.fifty_two_week_low),
    n(p.daily_market_capitalization),
    n(p.basic_earnings_per_share_ttm),
    n(p.daily_price_to_earnings),
    n(p.book_value_per_share_ttm),
    n(p.daily_price_to_book_value),
  ];
}

/** Writes today_points rows (seeding, and the feed after a session closes) in batches, one statement each. */
export async function insertTodayPoints(db: Queryable, rows: unknown[][]): Promise<void> {
  await bulkInsert(
    db,
    'stock_today_points',
    [
      'stock_id:uuid',
      'trade_date:date',
      'close:numeric',
      'change_value:numeric',
      'change_ratio:numeric',
      'trade_volume:bigint',
      'trade_value:numeric',
      'trade_count:int',
      'return_last_week:numeric',
      'return_value_last_week:numeric',
      'return_last_month:numeric',
      'return_value_last_month:numeric',
      'return_last_year:numeric',
      'return_value_last_year:numeric',
      'fifty_two_week_high:numeric',
      'fifty_two_week_low:numeric',
      'market_cap:numeric',
      'eps_ttm:numeric',
      'price_to_earnings:numeric',
      'book_value_per_share:numeric',
      'price_to_book:numeric',
    ],
    rows,
  );
}
