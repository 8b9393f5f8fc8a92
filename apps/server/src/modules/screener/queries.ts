import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stockIndicators } from '../../db/schema/financials.ts';
import { stocks } from '../../db/schema/stocks.ts';

/**
 * What the screener's table takes from the database besides the stock snapshot: each stock's
 * registered capital (shares × nominal value, in millions of SAR) and its CURRENT indicators (the
 * last twelve months at the last close). One read of a few hundred rows per company-data version.
 */
export const companyFigureRows = (db: Db) =>
  db
    .select({
      stockId: stocks.id,
      registeredCapital: sql<string>`(${stocks.sharesOutstanding} * ${stocks.nominalValue} / 1000000)::numeric(24, 2)::text`,
      values: stockIndicators.values,
    })
    .from(stocks)
    .leftJoin(stockIndicators, sql`${stockIndicators.stockId} = ${stocks.id} AND ${eq(stockIndicators.period, 'CURRENT')}`);
export type CompanyFigureRow = Awaited<ReturnType<typeof companyFigureRows>>[number];
