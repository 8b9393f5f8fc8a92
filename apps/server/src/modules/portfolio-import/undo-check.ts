import type { Db } from '../../db/client.ts';
import { applyEntry, emptyPosition, OversellError, type Position } from '../portfolios/index.ts';
import { cashMovedSince, stockLedger, type ImportRow } from './queries.ts';

/**
 * Whether an import can still be taken out whole. Not when a later sale needs its shares (the
 * ledger without them would sell more than it held), nor when dividends or corporate actions
 * have been applied since on holdings that included them (those were owed to the imported
 * shares; the ones owed when it was written carry its id and go with it).
 */
export type UndoBlock = { reason: 'sale'; stockId: string } | { reason: 'later' };

export async function undoBlock(tx: Db, portfolioId: string, imp: ImportRow): Promise<UndoBlock | undefined> {
  const ledger = await stockLedger(tx, portfolioId);
  const first = ledger.find((e) => e.importId === imp.id)?.seq ?? Number.POSITIVE_INFINITY;
  const others = ledger.filter((e) => e.importId !== imp.id);
  if (others.some((e) => e.seq > first && e.capitalChangeId !== null)) return { reason: 'later' };
  if (await cashMovedSince(tx, portfolioId, imp)) return { reason: 'later' };
  const positions = new Map<string, Position>();
  for (const e of others) {
    try {
      positions.set(e.stockId, applyEntry(positions.get(e.stockId) ?? emptyPosition(e.stockId), e));
    } catch (err) {
      if (err instanceof OversellError) return { reason: 'sale', stockId: e.stockId };
      throw err;
    }
  }
  return undefined;
}
