import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { markets } from '../../db/schema/markets.ts';
import { indexPoints, stockPricePoints as prices } from '../../db/schema/prices.ts';
import { selection, selectRows } from '../../db/typed-sql.ts';

/** The benchmark's index: the main market's. */
const TASI = 'TASI';
const tasiId = sql`(SELECT ${markets.id} FROM ${markets} WHERE ${markets.code} = ${TASI})`;

export type Close = { date: string; close: string };

/** TASI's latest stored session, or null. */
export async function lastTasiSession(db: Db): Promise<string | null> {
  const fields = selection({ date: sql<string | null>`max(${indexPoints.tradeDate})::text` });
  const [row] = await selectRows(db, fields, sql`SELECT ${fields.list} FROM ${indexPoints} WHERE ${indexPoints.marketId} = ${tasiId}`);
  return row?.date ?? null;
}

/** TASI's closes from the last session before `from` (the base a return over the period starts at) through `to`, oldest first. */
export async function tasiCloses(db: Db, from: string, to: string): Promise<Close[]> {
  const fields = selection({ date: sql<string>`${indexPoints.tradeDate}::text`, close: sql<string>`${indexPoints.close}::text` });
  const base = sql`(SELECT max(${indexPoints.tradeDate}) FROM ${indexPoints} WHERE ${indexPoints.marketId} = ${tasiId} AND ${indexPoints.tradeDate} < ${from}::date)`;
  return selectRows(
    db,
    fields,
    sql`SELECT ${fields.list} FROM ${indexPoints}
         WHERE ${indexPoints.marketId} = ${tasiId}
           AND ${indexPoints.tradeDate} >= coalesce(${base}, ${from}::date) AND ${indexPoints.tradeDate} <= ${to}::date
         ORDER BY ${indexPoints.tradeDate}`,
  );
}

/**
 * Each stock's closes from its last session on or before `from` (so a value exists on `from`
 * itself) through `to`, oldest first, by stock id.
 */
export async function stockCloses(db: Db, stockIds: readonly string[], from: string, to: string): Promise<Map<string, Close[]>> {
  const byStock = new Map<string, Close[]>(stockIds.map((id) => [id, []]));
  if (!stockIds.length) return byStock;
  const fields = selection({
    stockId: sql<string>`s.id::text`,
    date: sql<string>`p.trade_date::text`,
    close: sql<string>`p.close::text`,
  });
  const ids = sql`ARRAY[${sql.join(
    stockIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const rows = await selectRows(
    db,
    fields,
    sql`SELECT ${fields.list} FROM unnest(${ids}) AS s(id)
          CROSS JOIN LATERAL (SELECT coalesce(max(${prices.tradeDate}), ${from}::date) AS seed FROM ${prices}
                               WHERE ${prices.stockId} = s.id AND ${prices.tradeDate} <= ${from}::date) b
          JOIN ${prices} p ON p.stock_id = s.id AND p.trade_date >= b.seed AND p.trade_date <= ${to}::date
         ORDER BY p.trade_date`,
  );
  for (const r of rows) byStock.get(r.stockId)!.push({ date: r.date, close: r.close });
  return byStock;
}
