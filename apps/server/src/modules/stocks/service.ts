import type { Locale, Page } from '@sahm/contracts/common';
import type { StockTick } from '@sahm/contracts/live';
import type { Movement, StockListItem, StockListQuery } from '@sahm/contracts/stocks';
import type { Database } from '../../db/client.ts';
import { createCache, createVersionedCache } from '../../platform/cache.ts';
import { readDataVersion } from '../../platform/data-version.ts';
import { filterStocks } from './list-filter.ts';
import { loadUniverse, type UniverseEntry } from './universe.ts';

const movementOrder: Record<Movement, StockListQuery['order_by']> = {
  HIGHEST: '-change_ratio',
  LOWEST: 'change_ratio',
  MOST_ACTIVE_VOLUME: '-trade_volume',
  MOST_ACTIVE_VALUE: '-trade_value',
};

type Snapshot = { entries: UniverseEntry[]; byGuid: Map<string, UniverseEntry> };

/**
 * The stock list is a few hundred rows read hundreds of times a second: it is served from a
 * per-process snapshot, reloaded when the market data version moves (checked at most once a
 * second), instead of a query per request, which the embedded database could not sustain. Live
 * ticks from the feed are applied to the snapshot in place as they arrive.
 */
export function createStockService(database: Database, checkEveryMs = 1000) {
  const snapshots = createVersionedCache<Snapshot>({
    max: 1,
    checkEveryMs,
    version: () => readDataVersion(database, 'market_data'),
    whenStale: 'serve-stale',
  });
  const loadSnapshot = async (): Promise<Snapshot> => {
    const entries = await loadUniverse(database);
    return { entries, byGuid: new Map(entries.map((e) => [e.items.en.guid, e])) };
  };
  const universe = { get: () => snapshots.get('all', loadSnapshot) };
  // Serialized pages of the current snapshot and tick: the same page is asked for over and over
  // (every visitor's first page of a market), and serializing it is most of a request's cost.
  // Searches are open-ended: the least recently asked pages go first.
  const bodies = createCache<Buffer>({ max: 500 });
  let bodiesOf: Snapshot | undefined;

  return {
    list: async (locale: Locale, q: StockListQuery): Promise<Page<StockListItem>> =>
      filterStocks((await universe.get()).entries, locale, q),
    /** The same page as UTF-8 JSON, cached while the snapshot lasts (encoded once, not per request). */
    listJson: async (locale: Locale, q: StockListQuery): Promise<Buffer> => {
      const snapshot = await universe.get();
      if (bodiesOf !== snapshot) {
        bodies.clear();
        bodiesOf = snapshot;
      }
      const key = [locale, q.page, q.size, q.search ?? '', q.sector ?? '', q.market_guid ?? '', q.order_by ?? ''].join('|');
      return bodies.getOrSet(key, () => Buffer.from(JSON.stringify(filterStocks(snapshot.entries, locale, q))));
    },
    get: async (locale: Locale, guid: string): Promise<StockListItem | undefined> => (await universe.get()).byGuid.get(guid)?.items[locale],
    marketOf: async (guid: string): Promise<string | undefined> => (await universe.get()).byGuid.get(guid)?.marketId,
    /** Top movers of a market: gainers, losers, most traded by volume or value, among stocks that traded. */
    movement: async (locale: Locale, movement: Movement, marketGuid: string | undefined, size: number): Promise<StockListItem[]> => {
      const traded = (await universe.get()).entries.filter((e) => (e.items.en.today_live_points?.trade_volume ?? 0) > 0);
      return filterStocks(traded, locale, { page: 1, size, market_guid: marketGuid, order_by: movementOrder[movement] }).items;
    },
    /** Moves the snapshot's live figures to the feed's latest ticks and drops the cached pages. */
    applyTicks: async (ticks: readonly StockTick[]): Promise<void> => {
      const snapshot = await universe.get();
      for (const { guid, ...live } of ticks) {
        const entry = snapshot.byGuid.get(guid);
        if (!entry) continue;
        entry.items.ar = { ...entry.items.ar, today_live_points: live };
        entry.items.en = { ...entry.items.en, today_live_points: live };
      }
      bodies.clear();
    },
    /** After a write to quotes or stocks in this process. */
    invalidate: () => snapshots.invalidate(),
  };
}

export type StockService = ReturnType<typeof createStockService>;
