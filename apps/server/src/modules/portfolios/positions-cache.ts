import type { Queryable } from '../../db/client.ts';
import { foldPositions, type Position } from './ledger.ts';
import { ledgerEntries, type PortfolioRow } from './queries.ts';

/**
 * Folded positions per portfolio, kept in this process. The portfolio row's ledger_version moves
 * with every write to its stock ledger (in this process or another), and the caller has just read
 * the row: positions folded at that version still hold, so a long ledger is read and folded once
 * per change instead of once per request, at no extra query.
 */
export function positionsCache(max = 2000) {
  const cache = new Map<string, { version: number; positions: Position[] }>();

  return async function positions(
    db: Queryable,
    rows: readonly Pick<PortfolioRow, 'id' | 'ledger_version'>[],
  ): Promise<Map<string, Position[]>> {
    const stale = rows.filter((r) => cache.get(r.id)?.version !== r.ledger_version);
    const entries = await ledgerEntries(
      db,
      stale.map((r) => r.id),
    );
    for (const r of stale) {
      cache.delete(r.id);
      cache.set(r.id, { version: r.ledger_version, positions: foldPositions(entries.get(r.id) ?? []) });
      if (cache.size > max) cache.delete(cache.keys().next().value!);
    }
    return new Map(rows.map((r) => [r.id, cache.get(r.id)!.positions]));
  };
}
export type PositionsCache = ReturnType<typeof positionsCache>;
