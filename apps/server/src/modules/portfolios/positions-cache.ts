import type { Db } from '../../db/client.ts';
import { createCache } from '../../platform/cache.ts';
import { foldPositions, type Position } from './ledger.ts';
import { ledgerEntries, type PortfolioRow } from './queries.ts';

/**
 * Folded positions per portfolio, kept in this process. The portfolio row's ledger_version moves
 * with every write to its stock ledger (in this process or another), and the caller has just read
 * the row: positions folded at that version still hold, so a long ledger is read and folded once
 * per change instead of once per request, at no extra query. While a ledger is unchanged its
 * positions are the same array, which the valuation memo keys on.
 */
export function positionsCache(max = 2000) {
  const cache = createCache<{ version: number; positions: Position[] }>({ max });

  return async function positions(db: Db, rows: readonly Pick<PortfolioRow, 'id' | 'ledgerVersion'>[]): Promise<Map<string, Position[]>> {
    // Hits are taken before the ledger read: other requests may evict them meanwhile.
    const found = new Map<string, Position[]>();
    const stale = rows.filter((r) => {
      const hit = cache.get(r.id);
      if (hit?.version === r.ledgerVersion) found.set(r.id, hit.positions);
      return !found.has(r.id);
    });
    const entries = await ledgerEntries(
      db,
      stale.map((r) => r.id),
    );
    for (const r of stale) {
      const positions = foldPositions(entries.get(r.id) ?? []);
      cache.set(r.id, { version: r.ledgerVersion, positions });
      found.set(r.id, positions);
    }
    return new Map(rows.map((r) => [r.id, found.get(r.id)!]));
  };
}
export type PositionsCache = ReturnType<typeof positionsCache>;
