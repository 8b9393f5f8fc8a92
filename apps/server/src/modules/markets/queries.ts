import { and, asc, eq, gte, max, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketDayOverrides, tradingHolidays } from '../../db/schema/calendar.ts';
import { markets } from '../../db/schema/markets.ts';
import { indexIntradayPoints, indexPoints } from '../../db/schema/prices.ts';
import { marketQuoteFigures, marketQuotes } from '../../db/schema/quotes.ts';
import { stocks } from '../../db/schema/stocks.ts';

/** Every market with its index quote (null before its first session) and how many stocks it lists. */
export const marketRows = (db: Db) =>
  db
    .select({
      id: markets.id,
      code: markets.code,
      nameAr: markets.nameAr,
      nameEn: markets.nameEn,
      indexNameAr: markets.indexNameAr,
      indexNameEn: markets.indexNameEn,
      color: markets.color,
      stocksCount: sql<number>`(SELECT count(*)::int FROM ${stocks} WHERE ${stocks.marketId} = ${markets.id})`,
      quote: { tradeDate: marketQuotes.tradeDate, ...marketQuoteFigures, updatedAt: marketQuotes.updatedAt },
    })
    .from(markets)
    .leftJoin(marketQuotes, eq(marketQuotes.marketId, markets.id))
    .orderBy(asc(markets.sortOrder), asc(markets.code));
export type MarketRow = Awaited<ReturnType<typeof marketRows>>[number];

/** The index's ticks in its latest session (the last twelve hours it has ticks for). */
export const indexTicks = (db: Db, marketId: string) =>
  db
    .select({
      tradeDate: sql<string>`(${indexIntradayPoints.at} AT TIME ZONE 'Asia/Riyadh')::date::text`,
      at: indexIntradayPoints.at,
      value: indexIntradayPoints.value,
      volume: indexIntradayPoints.volume,
    })
    .from(indexIntradayPoints)
    .where(
      and(
        eq(indexIntradayPoints.marketId, marketId),
        gte(
          indexIntradayPoints.at,
          sql`(SELECT max(${indexIntradayPoints.at}) - interval '12 hours' FROM ${indexIntradayPoints} WHERE ${indexIntradayPoints.marketId} = ${marketId})`,
        ),
      ),
    )
    .orderBy(asc(indexIntradayPoints.at));
export type IndexTick = Awaited<ReturnType<typeof indexTicks>>[number];

/** The date of the index's last closed session, or null when it has none. */
export async function lastIndexDate(db: Db, marketId: string): Promise<string | null> {
  const [row] = await db
    .select({ date: max(indexPoints.tradeDate) })
    .from(indexPoints)
    .where(eq(indexPoints.marketId, marketId));
  return row?.date ?? null;
}

/** One row per closed session from `from` on. */
export const indexHistory = (db: Db, marketId: string, from: string) =>
  db
    .select({
      tradeDate: indexPoints.tradeDate,
      open: indexPoints.open,
      high: indexPoints.high,
      low: indexPoints.low,
      close: indexPoints.close,
      volume: indexPoints.volume,
    })
    .from(indexPoints)
    .where(and(eq(indexPoints.marketId, marketId), gte(indexPoints.tradeDate, from)))
    .orderBy(asc(indexPoints.tradeDate));
export type IndexSession = Awaited<ReturnType<typeof indexHistory>>[number];

export const holidayRows = (db: Db) =>
  db.select({ date: tradingHolidays.date, nameAr: tradingHolidays.nameAr, nameEn: tradingHolidays.nameEn }).from(tradingHolidays);
export type HolidayRow = Awaited<ReturnType<typeof holidayRows>>[number];

const hoursAndMinutes = (time: AnyColumn) => sql<string | null>`to_char(${time}, 'HH24:MI')`;

/** Administrators' day overrides from a month back on (older ones no longer change any answer). */
export const dayOverrideRows = (db: Db) =>
  db
    .select({
      marketId: marketDayOverrides.marketId,
      date: marketDayOverrides.date,
      isOpen: marketDayOverrides.isOpen,
      sessionStart: hoursAndMinutes(marketDayOverrides.sessionStart),
      sessionEnd: hoursAndMinutes(marketDayOverrides.sessionEnd),
    })
    .from(marketDayOverrides)
    .where(gte(marketDayOverrides.date, sql`current_date - 30`));
export type DayOverrideRow = Awaited<ReturnType<typeof dayOverrideRows>>[number];

/** Sets one market's session on one day (closed, or open with its hours), replacing an earlier override of that day. */
export async function saveDayOverride(db: Db, day: typeof marketDayOverrides.$inferInsert): Promise<void> {
  const { isOpen, sessionStart = null, sessionEnd = null } = day;
  await db
    .insert(marketDayOverrides)
    .values({ ...day, sessionStart, sessionEnd })
    .onConflictDoUpdate({ target: [marketDayOverrides.marketId, marketDayOverrides.date], set: { isOpen, sessionStart, sessionEnd } });
}
