import type { StatementFamily } from '@sahm/contracts/indicators';
import type { Database } from '../../db/client.ts';
import { statementBook } from '../../domain/indicators/compute.ts';
import { currentIndicatorRow, type Row } from '../../domain/indicators/stored.ts';
import { bumpDataVersion } from '../../platform/data-version.ts';

/**
 * The price-based indicators move with the close: at each session's close the CURRENT row of every
 * company with statements is recomputed at that day's close (P/E, P/B, yields, market value…),
 * once, and stored, so no request computes them. Reads the last two financial years of statements
 * (the last twelve months and the year before, for growth), a few dozen rows per company.
 * `only` limits it to some companies (after their statements change).
 */
export async function refreshCurrentIndicators(database: Database, date: string, only?: readonly string[]): Promise<number> {
  const companies = await database.query<{ stock_id: string; family: StatementFamily; shares: string; close: string }>(
    `SELECT b.stock_id, b.family, s.shares_outstanding::text AS shares, p.close::text AS close
       FROM financial_books b
       JOIN stocks s ON s.id = b.stock_id
       JOIN stock_price_points p ON p.stock_id = b.stock_id AND p.trade_date = $1
      WHERE $2::uuid[] IS NULL OR b.stock_id = ANY($2::uuid[])`,
    [date, only ? [...only] : null],
  );
  if (!companies.length) return 0;
  const rows = await database.query<Row & { stock_id: string }>(
    `SELECT f.stock_id, f.statement, f.year, f.period, f.end_date::text AS end_date, f."values"
       FROM financial_statements f
       JOIN (SELECT stock_id, max(year) AS last FROM financial_statements GROUP BY stock_id) y ON y.stock_id = f.stock_id
      WHERE f.year >= y.last - 1 AND f.stock_id = ANY($1::uuid[])`,
    [companies.map((c) => c.stock_id)],
  );
  const byStock = new Map<string, Row[]>();
  for (const r of rows) byStock.set(r.stock_id, [...(byStock.get(r.stock_id) ?? []), r]);
  const computed = companies.flatMap((c) => {
    const own = byStock.get(c.stock_id) ?? [];
    const row = currentIndicatorRow(
      statementBook(c.family, own),
      own,
      { date, price: c.close.replace(/(\.\d\d)\d*$/, '$1') },
      Number(c.shares),
    );
    return row ? [{ stockId: c.stock_id, ...row }] : [];
  });
  await database.transaction(async (tx) => {
    await tx.query(`DELETE FROM stock_indicators WHERE period = 'CURRENT' AND stock_id = ANY($1::uuid[])`, [
      computed.map((r) => r.stockId),
    ]);
    await tx.query(
      `INSERT INTO stock_indicators (stock_id, year, period, end_date, price, price_date, "values")
       SELECT * FROM unnest($1::uuid[], $2::smallint[], $3::text[], $4::date[], $5::numeric[], $6::date[], $7::jsonb[])`,
      [
        computed.map((r) => r.stockId),
        computed.map((r) => r.year),
        computed.map((r) => r.period),
        computed.map((r) => r.endDate),
        computed.map((r) => r.price),
        computed.map((r) => r.priceDate),
        computed.map((r) => JSON.stringify(r.values)),
      ],
    );
    // The stock page's P/E and P/B rest on the same EPS and book value (see the demo's loader).
    await tx.query(
      `UPDATE stock_fundamentals f
          SET eps_ttm = (i."values" ->> 'basic_earnings_per_share_ttm')::numeric,
              book_value_per_share = (i."values" ->> 'book_value')::numeric
         FROM stock_indicators i
        WHERE i.stock_id = f.stock_id AND i.period = 'CURRENT' AND i.stock_id = ANY($1::uuid[])
          AND i."values" ->> 'basic_earnings_per_share_ttm' IS NOT NULL AND i."values" ->> 'book_value' IS NOT NULL`,
      [computed.map((r) => r.stockId)],
    );
    await bumpDataVersion(tx, 'company_data');
  });
  return computed.length;
}
