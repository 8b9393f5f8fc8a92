import { eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { bulkInsertRows } from '../../db/bulk-insert.ts';
import type { Database, Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { markets } from '../../db/schema/markets.ts';
import { indexIntradayPoints, indexPoints, stockIntradayPoints, stockPricePoints } from '../../db/schema/prices.ts';
import { marketQuoteFigures, marketQuotes, stockQuotes, stockTodayPoints } from '../../db/schema/quotes.ts';
import { sectors } from '../../db/schema/sectors.ts';
import { stockFundamentals, stocks } from '../../db/schema/stocks.ts';

/** Whether the account exists and is active: a deactivated account's tokens no longer open live sockets. */
export async function accountActive(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, userId));
  return row?.isActive === true;
}

// ── What the feed starts from ───────────────────────────────────────────────────────────────────

const parentSector = alias(sectors, 'parent_sector');

/** Every quoted stock with its market, sectors (up to the grandparent) and session figures, by symbol. */
export const feedStockRows = (db: Db) =>
  db
    .select({
      id: stocks.id,
      marketId: stocks.marketId,
      kind: markets.kind,
      sharesOutstanding: stocks.sharesOutstanding,
      freeFloatRatio: stocks.freeFloatRatio,
      sectorId: stocks.sectorId,
      parentId: sectors.parentId,
      grandparentId: parentSector.parentId,
      tradeDate: stockQuotes.tradeDate,
      price: stockQuotes.price,
      open: stockQuotes.open,
      high: stockQuotes.high,
      low: stockQuotes.low,
      prevClose: stockQuotes.prevClose,
      volume: stockQuotes.volume,
      value: stockQuotes.value,
      trades: stockQuotes.trades,
      dailyVolume: stockTodayPoints.tradeVolume,
    })
    .from(stocks)
    .innerJoin(markets, eq(markets.id, stocks.marketId))
    .innerJoin(sectors, eq(sectors.id, stocks.sectorId))
    .leftJoin(parentSector, eq(parentSector.id, sectors.parentId))
    .leftJoin(stockQuotes, eq(stockQuotes.stockId, stocks.id))
    .leftJoin(stockTodayPoints, eq(stockTodayPoints.stockId, stocks.id))
    .where(isNotNull(stockQuotes.price))
    .orderBy(stocks.symbolCode);

/** Each index's session figures. */
export const feedIndexRows = (db: Db) => db.select({ marketId: marketQuotes.marketId, ...marketQuoteFigures }).from(marketQuotes);

/** Whether the session of `date` is in the history already (its close was written). */
export async function sessionInHistory(db: Db, date: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(indexPoints)
    .where(eq(indexPoints.tradeDate, date))
    .limit(1);
  return rows.length > 0;
}

/** Whether any day-chart point was written from the day before `date` on. */
export async function intradaySince(db: Db, date: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(indexIntradayPoints)
    .where(gte(indexIntradayPoints.at, sql`${date}::date - interval '1 day'`))
    .limit(1);
  return rows.length > 0;
}

/** Every stock's closed sessions since `date`, by stock then date: what today_points are computed from. */
export const priceHistorySince = (db: Db, date: string) =>
  db
    .select({
      stockId: stockPricePoints.stockId,
      tradeDate: stockPricePoints.tradeDate,
      open: stockPricePoints.open,
      high: stockPricePoints.high,
      low: stockPricePoints.low,
      close: stockPricePoints.close,
      prevClose: stockPricePoints.prevClose,
      volume: stockPricePoints.volume,
      value: stockPricePoints.value,
      trades: stockPricePoints.trades,
    })
    .from(stockPricePoints)
    .where(gte(stockPricePoints.tradeDate, date))
    .orderBy(stockPricePoints.stockId, stockPricePoints.tradeDate);

/** Every stock with its share count and fundamentals (null without them). */
export const stockFundamentalRows = (db: Db) =>
  db
    .select({
      id: stocks.id,
      symbolCode: stocks.symbolCode,
      sharesOutstanding: stocks.sharesOutstanding,
      epsTtm: stockFundamentals.epsTtm,
      bookValuePerShare: stockFundamentals.bookValuePerShare,
    })
    .from(stocks)
    .leftJoin(stockFundamentals, eq(stockFundamentals.stockId, stocks.id));

// ── What the feed writes ────────────────────────────────────────────────────────────────────────

/** A stock's session figures as stock_quotes holds them (prices and values as exact SAR text). */
export type QuoteFigures = Omit<typeof stockQuotes.$inferInsert, 'tradeDate' | 'updatedAt'>;

/** A column of values as one array parameter, cast to the column's SQL type: unnest takes one per column. */
const arrayOf = (values: unknown[], column: PgColumn) => sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
/** A column as a SET target or the row a conflict left out: bare, as those places want it. */
const bare = (column: PgColumn) => sql.identifier(column.name);
const excluded = (column: PgColumn) => sql`excluded.${bare(column)}`;

/** Updates the quotes of these stocks in one statement, each column's values passed as one array. */
export async function updateStockQuotes(db: Db, date: string, at: Date, rows: readonly QuoteFigures[]): Promise<void> {
  const q = stockQuotes;
  const figures = [
    ['price', q.price],
    ['open', q.open],
    ['high', q.high],
    ['low', q.low],
    ['prevClose', q.prevClose],
    ['volume', q.volume],
    ['value', q.value],
    ['trades', q.trades],
  ] as const;
  const unnested = sql.join(
    [
      arrayOf(
        rows.map((r) => r.stockId),
        q.stockId,
      ),
      ...figures.map(([key, column]) =>
        arrayOf(
          rows.map((r) => r[key]),
          column,
        ),
      ),
    ],
    sql`, `,
  );
  const names = sql.join([bare(q.stockId), ...figures.map(([, column]) => bare(column))], sql`, `);
  const sets = sql.join(
    figures.map(([, column]) => sql`${bare(column)} = v.${bare(column)}`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${q} SET ${bare(q.tradeDate)} = ${date}::date, ${sets}, ${bare(q.updatedAt)} = ${at.toISOString()}::timestamptz
      FROM unnest(${unnested}) AS v(${names})
     WHERE ${q.stockId} = v.${bare(q.stockId)}`);
}

/** An index's session figures, as market_quotes holds them. */
export type IndexQuote = Omit<typeof marketQuotes.$inferInsert, 'tradeDate' | 'updatedAt'>;

export async function updateMarketQuote(db: Db, date: string, at: Date, { marketId, ...figures }: IndexQuote): Promise<void> {
  await db
    .update(marketQuotes)
    .set({ ...figures, tradeDate: date, updatedAt: at })
    .where(eq(marketQuotes.marketId, marketId));
}

type StockPoint = typeof stockIntradayPoints.$inferInsert;
type IndexPoint = typeof indexIntradayPoints.$inferInsert;

/** Day-chart points of one minute, replacing any written earlier in that minute. */
export async function upsertIntraday(db: Db, stockPoints: readonly StockPoint[], indexPointsNow: readonly IndexPoint[]): Promise<void> {
  const s = stockIntradayPoints;
  const x = indexIntradayPoints;
  if (stockPoints.length) {
    await db
      .insert(s)
      .values([...stockPoints])
      .onConflictDoUpdate({
        target: [s.stockId, s.at],
        set: { price: excluded(s.price), volume: excluded(s.volume), value: excluded(s.value) },
      });
  }
  if (indexPointsNow.length) {
    await db
      .insert(x)
      .values([...indexPointsNow])
      .onConflictDoUpdate({
        target: [x.marketId, x.at],
        set: { value: excluded(x.value), volume: excluded(x.volume), tradedValue: excluded(x.tradedValue) },
      });
  }
}

export type StockBar = typeof stockPricePoints.$inferInsert;
export type IndexBar = typeof indexPoints.$inferInsert;
const barKeys = ['tradeDate', 'open', 'high', 'low', 'close', 'prevClose', 'volume', 'value', 'trades'] as const;

/** The session of `date` into the history, in place of any bars of that date; day-chart points older than a fortnight go. */
export async function replaceCloses(database: Database, date: string, stockBars: readonly StockBar[], indexBars: readonly IndexBar[]) {
  const { db } = database;
  await db.delete(stockPricePoints).where(eq(stockPricePoints.tradeDate, date));
  await bulkInsertRows(database, stockPricePoints, ['stockId', ...barKeys], stockBars);
  await db.delete(indexPoints).where(eq(indexPoints.tradeDate, date));
  await bulkInsertRows(database, indexPoints, ['marketId', ...barKeys], indexBars);
  // The day chart only ever shows the latest session; a fortnight is plenty to keep.
  const fortnightAgo = sql`now() - interval '14 days'`;
  await db.delete(stockIntradayPoints).where(lt(stockIntradayPoints.at, fortnightAgo));
  await db.delete(indexIntradayPoints).where(lt(indexIntradayPoints.at, fortnightAgo));
}

/** Day-chart points of a session the feed did not watch. */
export async function insertIntraday(database: Database, stockPoints: readonly StockPoint[], indexPointsOfDay: readonly IndexPoint[]) {
  await bulkInsertRows(database, stockIntradayPoints, ['stockId', 'at', 'price', 'volume', 'value'], stockPoints);
  await bulkInsertRows(database, indexIntradayPoints, ['marketId', 'at', 'value', 'volume', 'tradedValue'], indexPointsOfDay);
}

/** Before today_points are written afresh. */
export async function clearTodayPoints(db: Db): Promise<void> {
  await db.delete(stockTodayPoints);
}
