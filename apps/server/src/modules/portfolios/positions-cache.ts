import type { Queryable } from '../../db/client.ts';
import { foldPositions, type Position } from './ledger.ts';
import { ledgerEntries } from './queries.ts';

/**
 * Folded positions per portfolio, kept in this process and checked against the ledger on every
 * read: the ledger's last sequence number and row count (one indexed query) say whether anything
 * was bought, sold or removed since, in this process or another. A long ledger is then read and
 * folded once per change instead of once per request.
 */
export function positionsCache(max = 2000) {
  const cache = new Map<string, { version: string; positions: Position[] }>();

  return async function positions(db: Queryable, portfolioIds: readonly string[]): Promise<Map<string, Position[]>> {
    const versions = new Map<string, string>(portfolioIds.map((id) => [id, '0|0']));
    if (portfolioIds.length) {
      const rows = await db.query<{ portfolio_id: string; version: string }>(
        `SELECT portfolio_id, max(seq)::text || '|' || count(*)::text AS version FROM portfolio_stock_transactions WHERE portfolio_id = ANY($1) GROUP BY portfolio_id`,
        [portfolioIds],
      );
      for (const r of rows) versions.set(r.portfolio_id, r.version);
    }
    const stale = portfolioIds.filter((id) => cache.get(id)?.version !== versions.get(id));
    const entries = await ledgerEntries(db, stale);
    for (const id of stale) {
      cache.delete(id);
      cache.set(id, { version: versions.get(id)!, positions: foldPositions(entries.get(id) ?? []) });
      if (cache.size > max) cache.delete(cache.keys().next().value!);
    }
    return new Map(portfolioIds.map((id) => [id, cache.get(id)!.positions]));
  };
}
export type PositionsCache = ReturnType<typeof positionsCache>;
