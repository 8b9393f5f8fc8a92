import type { Locale, Page } from '@sahm/contracts/common';
import type { StockListItem, StockListQuery } from '@sahm/contracts/stocks';
import type { Database } from '../../db/client.ts';
import { cachedLoader } from '../../platform/cached-loader.ts';
import { readDataVersion } from '../../platform/data-version.ts';
import { filterStocks } from './list-filter.ts';
import { loadUniverse } from './universe.ts';

/**
 * The stock list is a few hundred rows read hundreds of times a second: it is served from a
 * per-process snapshot, reloaded when the market data version moves (checked at most once a
 * second), instead of a query per request, which the embedded database could not sustain.
 */
export function createStockService(database: Database, checkEveryMs = 1000) {
  const universe = cachedLoader(() => loadUniverse(database), { checkEveryMs, version: () => readDataVersion(database, 'market_data') });
  // Serialized pages per snapshot: the same page is asked for over and over (every visitor's
  // first page of a market), and serializing it is most of a request's cost.
  const bodies = new WeakMap<object, Map<string, Buffer>>();
  return {
    list: async (locale: Locale, q: StockListQuery): Promise<Page<StockListItem>> => filterStocks(await universe.get('all'), locale, q),
    /** The same page as UTF-8 JSON, cached while the snapshot lasts (encoded once, not per request). */
    listJson: async (locale: Locale, q: StockListQuery): Promise<Buffer> => {
      const snapshot = await universe.get('all');
      let pages = bodies.get(snapshot);
      if (!pages) bodies.set(snapshot, (pages = new Map()));
      const key = [locale, q.page, q.size, q.search ?? '', q.sector ?? '', q.market_guid ?? '', q.order_by ?? ''].join('|');
      let body = pages.get(key);
      if (body === undefined) {
        body = Buffer.from(JSON.stringify(filterStocks(snapshot, locale, q)));
        // Searches are open-ended: bound the memory rather than keep every one.
        if (pages.size >= 500) pages.clear();
        pages.set(key, body);
      }
      return body;
    },
    /** After a write to quotes or stocks in this process. */
    invalidate: () => universe.invalidate(),
  };
}

export type StockService = ReturnType<typeof createStockService>;
