import { and, eq, getTableColumns, max, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { fundFavorites } from '../../db/schema/favorites.ts';
import { fundNavPoints, mutualFunds } from '../../db/schema/funds.ts';
import { nullable, selection, selectRows, type RowOf } from '../../db/typed-sql.ts';

const latest = alias(fundNavPoints, 'latest');
const earlier = alias(fundNavPoints, 'earlier');

/** The NAV of the fund's valuation matching `condition` that comes first in `order` of date. */
const navWhere = (condition: SQL, order: 'asc' | 'desc') =>
  sql<string | null>`(SELECT ${earlier.navPerUnit} FROM ${fundNavPoints} ${earlier}
                       WHERE ${earlier.fundId} = ${mutualFunds.id} AND ${condition}
                       ORDER BY ${earlier.valuationDate} ${sql.raw(order)} LIMIT 1)`;

const fundFields = selection({
  ...getTableColumns(mutualFunds),
  lastDate: nullable(latest.valuationDate),
  lastNav: nullable(latest.navPerUnit),
  lastAum: nullable(latest.assetsUnderManagement),
  prevNav: navWhere(sql`${earlier.valuationDate} < ${latest.valuationDate}`, 'desc'),
  yearBase: navWhere(sql`${earlier.valuationDate} < date_trunc('year', ${latest.valuationDate})`, 'desc'),
  firstNav: navWhere(sql`true`, 'asc'),
});
export type FundRow = RowOf<typeof fundFields>;

/** Every fund with its latest valuation, the one before, the last of the previous year and the first. */
export const fundRows = (db: Db): Promise<FundRow[]> =>
  selectRows(
    db,
    fundFields,
    sql`SELECT ${fundFields.list}
          FROM ${mutualFunds}
          LEFT JOIN LATERAL (SELECT * FROM ${fundNavPoints} WHERE ${fundNavPoints.fundId} = ${mutualFunds.id}
                              ORDER BY ${fundNavPoints.valuationDate} DESC LIMIT 1) AS latest ON true
         ORDER BY ${mutualFunds.code}`,
  );

/** The date of the fund's last valuation, or null when it has none. */
export async function lastValuationDate(db: Db, fundId: string): Promise<string | null> {
  const [row] = await db
    .select({ date: max(fundNavPoints.valuationDate) })
    .from(fundNavPoints)
    .where(eq(fundNavPoints.fundId, fundId));
  return row?.date ?? null;
}

// The two CTEs below have fund_nav_points' own columns, so the table's aliases name them.
const h = alias(fundNavPoints, 'h');
const bases = alias(fundNavPoints, 'bases');
const navFields = selection({
  valuationDate: h.valuationDate,
  nav: h.navPerUnit,
  aum: h.assetsUnderManagement,
  prev: sql<string | null>`h.prev`,
  yearBase: nullable(bases.navPerUnit),
});
export type NavRow = RowOf<typeof navFields>;

/**
 * Valuations from `from` on, each with the valuation before it (looked up from a year earlier, so
 * the first has one) and the last valuation of the year before its own.
 */
export const navHistory = (db: Db, fundId: string, from: string): Promise<NavRow[]> =>
  selectRows(
    db,
    navFields,
    sql`WITH h AS (
          SELECT ${fundNavPoints.valuationDate}, ${fundNavPoints.navPerUnit}, ${fundNavPoints.assetsUnderManagement},
                 lag(${fundNavPoints.navPerUnit}) OVER (ORDER BY ${fundNavPoints.valuationDate}) AS prev
            FROM ${fundNavPoints}
           WHERE ${fundNavPoints.fundId} = ${fundId} AND ${fundNavPoints.valuationDate} >= (${from}::date - interval '1 year')
        ), bases AS (
          SELECT DISTINCT ON (date_part('year', ${fundNavPoints.valuationDate}))
                 date_part('year', ${fundNavPoints.valuationDate}) + 1 AS year, ${fundNavPoints.navPerUnit}
            FROM ${fundNavPoints} WHERE ${fundNavPoints.fundId} = ${fundId}
           ORDER BY date_part('year', ${fundNavPoints.valuationDate}), ${fundNavPoints.valuationDate} DESC
        )
        SELECT ${navFields.list}
          FROM h LEFT JOIN bases ON bases.year = date_part('year', ${h.valuationDate})
         WHERE ${h.valuationDate} >= ${from}::date
         ORDER BY ${h.valuationDate}`,
  );

/** The funds a user follows. */
export async function favoriteFundIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ fundId: fundFavorites.fundId }).from(fundFavorites).where(eq(fundFavorites.userId, userId));
  return rows.map((r) => r.fundId);
}

export async function addFavoriteFund(db: Db, userId: string, fundId: string): Promise<void> {
  await db.insert(fundFavorites).values({ userId, fundId }).onConflictDoNothing();
}

export async function removeFavoriteFund(db: Db, userId: string, fundId: string): Promise<void> {
  await db.delete(fundFavorites).where(and(eq(fundFavorites.userId, userId), eq(fundFavorites.fundId, fundId)));
}
