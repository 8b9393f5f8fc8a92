import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  boardRecords,
  capitalChanges,
  dividends,
  shareholderRecords,
  shariahRecords,
  stockAnnualEarnings,
  stockLogos,
  stockProfiles,
} from '../../db/schema/companies.ts';
import { stockPricePoints } from '../../db/schema/prices.ts';
import { sectors } from '../../db/schema/sectors.ts';
import { stocks } from '../../db/schema/stocks.ts';
import { selection, selectRows } from '../../db/typed-sql.ts';

/**
 * The company data of one stock, table by table. Each list is a few dozen rows at most, read once
 * per data version and paged in memory.
 */

/** The profile with the share data kept on `stocks` (shares, nominal value, listing date); undefined without a profile. */
export async function profileRow(db: Db, stockId: string) {
  const [row] = await db
    .select({
      profile: stockProfiles,
      shares: stocks.sharesOutstanding,
      nominalValue: stocks.nominalValue,
      listingDate: stocks.listingDate,
    })
    .from(stockProfiles)
    .innerJoin(stocks, eq(stocks.id, stockProfiles.stockId))
    .where(eq(stockProfiles.stockId, stockId));
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileRow>>>;

/** What the financial years rest on: the year end (when a profile exists), the listing date, the first earnings year. */
export async function financialYearBasis(db: Db, stockId: string) {
  const [row] = await db
    .select({
      listingDate: stocks.listingDate,
      fyEndMonth: stockProfiles.fyEndMonth,
      fyEndDay: stockProfiles.fyEndDay,
      firstEarningsYear: sql<
        number | null
      >`(SELECT min(${stockAnnualEarnings.year})::int FROM ${stockAnnualEarnings} WHERE ${stockAnnualEarnings.stockId} = ${stocks.id})`,
    })
    .from(stocks)
    .leftJoin(stockProfiles, eq(stockProfiles.stockId, stocks.id))
    .where(eq(stocks.id, stockId));
  return row;
}

export const boardRows = (db: Db, stockId: string) =>
  db.select().from(boardRecords).where(eq(boardRecords.stockId, stockId)).orderBy(desc(boardRecords.date), asc(boardRecords.nameEn));
export type BoardRow = Awaited<ReturnType<typeof boardRows>>[number];

export const shareholderRows = (db: Db, stockId: string) =>
  db
    .select()
    .from(shareholderRecords)
    .where(eq(shareholderRecords.stockId, stockId))
    .orderBy(desc(shareholderRecords.date), desc(shareholderRecords.percentage), asc(shareholderRecords.nameEn));
export type ShareholderRow = Awaited<ReturnType<typeof shareholderRows>>[number];

/** The latest record of each provider. */
export const shariahRows = (db: Db, stockId: string) =>
  db
    .selectDistinctOn([shariahRecords.provider])
    .from(shariahRecords)
    .where(eq(shariahRecords.stockId, stockId))
    .orderBy(shariahRecords.provider, desc(shariahRecords.date));
export type ShariahRow = Awaited<ReturnType<typeof shariahRows>>[number];

export const capitalChangeRows = (db: Db, stockId: string) =>
  db
    .select({ change: capitalChanges, nominalValue: stocks.nominalValue })
    .from(capitalChanges)
    .innerJoin(stocks, eq(stocks.id, capitalChanges.stockId))
    .where(eq(capitalChanges.stockId, stockId))
    .orderBy(desc(capitalChanges.effectiveDate), desc(capitalChanges.announcementDate));
export type CapitalChangeRow = Awaited<ReturnType<typeof capitalChangeRows>>[number];

const onDay = alias(stockPricePoints, 'on_day');
const dividendFields = selection({
  id: dividends.id,
  amount: dividends.amount,
  announcementDate: dividends.announcementDate,
  dueDate: dividends.dueDate,
  distributionDate: dividends.distributionDate,
  way: dividends.way,
  year: dividends.year,
  period: dividends.period,
  // The close of the eligibility day, or the last close before it; none before the history starts.
  close: sql<string | null>`(SELECT ${onDay.close}::text FROM ${stockPricePoints} ${onDay}
           WHERE ${onDay.stockId} = ${dividends.stockId} AND ${onDay.tradeDate} <= ${dividends.dueDate}
           ORDER BY ${onDay.tradeDate} DESC LIMIT 1)`,
});

/** Every distribution of the stock, newest due date first, with the close its yield is measured on. */
export const dividendRows = (db: Db, stockId: string) =>
  selectRows(
    db,
    dividendFields,
    sql`SELECT ${dividendFields.list} FROM ${dividends} WHERE ${dividends.stockId} = ${stockId}
        ORDER BY ${dividends.dueDate} DESC, ${dividends.announcementDate} DESC`,
  );
export type DividendRow = Awaited<ReturnType<typeof dividendRows>>[number];

const yearCloseFields = selection({
  year: sql<number>`extract(year FROM ${stockPricePoints.tradeDate})::int`,
  close: sql<string>`(array_agg(${stockPricePoints.close} ORDER BY ${stockPricePoints.tradeDate} DESC))[1]::text`,
});

/** Each calendar year's last close of the stock (the current year's is the latest close). */
export const yearCloseRows = (db: Db, stockId: string) =>
  selectRows(
    db,
    yearCloseFields,
    sql`SELECT ${yearCloseFields.list} FROM ${stockPricePoints} WHERE ${stockPricePoints.stockId} = ${stockId} GROUP BY 1`,
  );

export const earningsRows = (db: Db, stockId: string) =>
  db
    .select({ year: stockAnnualEarnings.year, eps: stockAnnualEarnings.eps })
    .from(stockAnnualEarnings)
    .where(eq(stockAnnualEarnings.stockId, stockId));

const sectorYieldFields = selection({ average: sql<string | null>`avg(y.yield)::text` });

/**
 * The average dividend yield of a sector's stocks over the calendar years [from, to]: each stock's
 * yield of a year is the dividends declared for that financial year over its last close of the year, a stock
 * that paid nothing counting as 0; the average is over every stock-year with a close.
 */
export const sectorAverageYield = async (db: Db, sectorId: string, from: number, to: number): Promise<string | null> => {
  const [row] = await selectRows(
    db,
    sectorYieldFields,
    sql`SELECT ${sectorYieldFields.list} FROM (
          SELECT closes.stock_id, closes.year,
                 coalesce((SELECT sum(${dividends.amount}) FROM ${dividends}
                            WHERE ${dividends.stockId} = closes.stock_id
                              AND ${dividends.year} = closes.year), 0) / closes.close * 100 AS yield
            FROM (SELECT ${stockPricePoints.stockId} AS stock_id, extract(year FROM ${stockPricePoints.tradeDate})::int AS year,
                         (array_agg(${stockPricePoints.close} ORDER BY ${stockPricePoints.tradeDate} DESC))[1] AS close
                    FROM ${stockPricePoints} JOIN ${stocks} ON ${stocks.id} = ${stockPricePoints.stockId}
                   WHERE ${stocks.sectorId} = ${sectorId}
                     AND ${stockPricePoints.tradeDate} BETWEEN ${`${from}-01-01`}::date AND ${`${to}-12-31`}::date
                   GROUP BY 1, 2) closes
           WHERE closes.close > 0) y`,
  );
  return row?.average ?? null;
};

const parentSector = alias(sectors, 'parent_sector');

/** What a stock's logo is drawn from: its names, its top sector's code, and the uploaded logo when there is one. */
export async function logoRow(db: Db, stockId: string) {
  const [row] = await db
    .select({
      shortNameAr: stocks.shortNameAr,
      shortNameEn: stocks.shortNameEn,
      sectorCode: sectors.code,
      parentCode: parentSector.code,
      contentType: stockLogos.contentType,
      bytes: stockLogos.bytes,
      updatedAt: stockLogos.updatedAt,
    })
    .from(stocks)
    .innerJoin(sectors, eq(sectors.id, stocks.sectorId))
    .leftJoin(parentSector, eq(parentSector.id, sectors.parentId))
    .leftJoin(stockLogos, eq(stockLogos.stockId, stocks.id))
    .where(and(eq(stocks.id, stockId)));
  return row;
}
export type LogoRow = NonNullable<Awaited<ReturnType<typeof logoRow>>>;
