import type { Transaction } from '../../db/client.ts';
import { pricingInputs } from '../../domain/indicators/pricing.ts';
import { computeStoredIndicators } from '../../domain/indicators/stored.ts';
import type { Family } from '../../domain/statements/template-types.ts';
import { closes, replaceIndicators, shareChanges, statementRows, type StatementRow } from './queries.ts';

/**
 * Replaces a stock's stored indicators with those of its stored statements, priced from its stored
 * closes and share register: the one path after an upload, a deletion and the ratio
 * initialisation, and the same computation the demo's loader stores. Returns the rows stored.
 */
export async function recomputeIndicators(
  tx: Transaction,
  stock: { id: string; family: Family; sharesOutstanding: number },
  rows?: readonly StatementRow[],
): Promise<number> {
  const statements = rows ?? (await statementRows(tx.db, stock.id));
  const prices = await closes(tx.db, stock.id);
  const changes = await shareChanges(tx.db, stock.id);
  const stored = computeStoredIndicators(
    stock.family,
    statements.map((r) => ({ statement: r.statement, year: r.year, period: r.period, values: r.values, end_date: r.endDate })),
    pricingInputs(
      prices.map((p) => ({ date: p.date, price: p.close })),
      changes,
      stock.sharesOutstanding,
    ),
  );
  await replaceIndicators(tx, stock.id, stored);
  return stored.length;
}
