import { and, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shariahRecords } from '../../db/schema/companies.ts';
import { financialBooks, financialStatements } from '../../db/schema/financials.ts';
import { portfolioCashTransactions as cashTx } from '../../db/schema/portfolios.ts';
import { stockPricePoints } from '../../db/schema/prices.ts';
import { stocks } from '../../db/schema/stocks.ts';
import { selection, selectRows } from '../../db/typed-sql.ts';

/** A uuid[] literal of bound parameters, one per id. */
const uuidArray = (ids: readonly string[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** Every screening of these stocks dated on or before `through`, oldest first. */
export const screeningsOf = (db: Db, stockIds: readonly string[], through: string) =>
  stockIds.length
    ? db
        .select({
          stockId: shariahRecords.stockId,
          provider: shariahRecords.provider,
          status: shariahRecords.status,
          date: shariahRecords.date,
          cleaningAmount: shariahRecords.cleaningAmount,
        })
        .from(shariahRecords)
        .where(and(inArray(shariahRecords.stockId, [...stockIds]), lte(shariahRecords.date, through)))
        .orderBy(shariahRecords.date)
    : Promise.resolve([]);
export type ScreeningRow = Awaited<ReturnType<typeof screeningsOf>>[number];

/** Each stock's close on the last trading day on or before `date` (one index step per stock). */
export async function closesOn(db: Db, stockIds: readonly string[], date: string): Promise<Map<string, string>> {
  if (!stockIds.length) return new Map();
  const fields = selection({ stockId: sql<string>`s.id::text`, close: sql<string | null>`p.close::text` });
  const rows = await selectRows(
    db,
    fields,
    sql`SELECT ${fields.list} FROM unnest(${uuidArray(stockIds)}) AS s(id)
        LEFT JOIN LATERAL (SELECT ${stockPricePoints.close} AS close FROM ${stockPricePoints}
                            WHERE ${stockPricePoints.stockId} = s.id AND ${stockPricePoints.tradeDate} <= ${date}::date
                            ORDER BY ${stockPricePoints.tradeDate} DESC LIMIT 1) p ON true`,
  );
  return new Map(rows.flatMap((r) => (r.close === null ? [] : [[r.stockId, r.close] as const])));
}

/**
 * What zakat by the company's figures needs per stock: its template family, shares outstanding,
 * its latest balance sheet ending on or before `date` (any period: a balance sheet is a moment),
 * and the zakat paid in its latest annual cash flow ending on or before `date`. Statements carry
 * no publication date, so a period counts once it has ended.
 */
export async function companyFiguresOn(db: Db, stockIds: readonly string[], date: string) {
  if (!stockIds.length) return [];
  const latest = (statement: string, annualOnly: boolean) =>
    sql`SELECT ${financialStatements.values} AS v, ${financialStatements.year} AS year, ${financialStatements.period} AS period
          FROM ${financialStatements}
         WHERE ${financialStatements.stockId} = s.id AND ${financialStatements.statement} = ${statement}
           AND ${financialStatements.endDate} <= ${date}::date ${annualOnly ? sql`AND ${financialStatements.period} = 'ANNUAL'` : sql``}
         ORDER BY ${financialStatements.endDate} DESC LIMIT 1`;
  const fields = selection({
    stockId: sql<string>`s.id::text`,
    family: sql<string | null>`b.family`,
    sharesOutstanding: sql<number>`st.shares_outstanding::float8`,
    balanceSheet: sql<Record<string, number> | null>`bs.v`,
    balancePeriod: sql<string | null>`CASE WHEN bs.year IS NULL THEN NULL ELSE bs.year || ' ' || bs.period END`,
    zakatPaid: sql<number | null>`(cf.v ->> 'zakat_and_tax_paid')::float8`,
    cashFlowPeriod: sql<string | null>`CASE WHEN cf.year IS NULL THEN NULL ELSE cf.year || ' ' || cf.period END`,
  });
  return selectRows(
    db,
    fields,
    sql`SELECT ${fields.list} FROM unnest(${uuidArray(stockIds)}) AS s(id)
          JOIN ${stocks} st ON st.id = s.id
          LEFT JOIN ${financialBooks} b ON b.stock_id = s.id
          LEFT JOIN LATERAL (${latest('balance_sheet', false)}) bs ON true
          LEFT JOIN LATERAL (${latest('cash_flow', true)}) cf ON true`,
  );
}
export type CompanyFiguresRow = Awaited<ReturnType<typeof companyFiguresOn>>[number];

/** Uninvested cash at the end of the Riyadh day `date`: the value after the last cash entry before the next day began. */
export async function cashAtEndOf(db: Db, portfolioId: string, date: string): Promise<string> {
  const fields = selection({ cash: sql<string>`${cashTx.cashValue}::text` });
  const [row] = await selectRows(
    db,
    fields,
    sql`SELECT ${fields.list} FROM ${cashTx}
         WHERE ${cashTx.portfolioId} = ${portfolioId}
           AND ${cashTx.createdAt} < ((${date}::date + 1)::timestamp AT TIME ZONE 'Asia/Riyadh')
         ORDER BY ${cashTx.seq} DESC LIMIT 1`,
  );
  return row?.cash ?? '0';
}
