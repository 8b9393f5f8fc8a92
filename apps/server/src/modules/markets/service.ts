import type { Locale } from '@sahm/contracts/common';
import type { Market, MarketLivePoints } from '@sahm/contracts/markets';
import type { Database } from '../../db/client.ts';
import { createVersionedCache } from '../../platform/cache.ts';
import { readDataVersion } from '../../platform/data-version.ts';
import { listMarkets } from './queries.ts';

/** Markets are two rows read on every page: served from a snapshot kept in step with the market data version. */
export function createMarketService(database: Database, checkEveryMs = 1000) {
  const snapshots = createVersionedCache<Market[]>({
    max: 2,
    checkEveryMs,
    version: () => readDataVersion(database, 'market_data'),
    whenStale: 'serve-stale',
  });
  const markets = { get: (locale: Locale) => snapshots.get(locale, () => listMarkets(database, locale)) };
  return {
    list: (locale: Locale): Promise<Market[]> => markets.get(locale),
    get: async (locale: Locale, guid: string): Promise<Market | undefined> => (await markets.get(locale)).find((m) => m.guid === guid),
    /** Moves the snapshot's index figures to the feed's latest, in both languages. */
    applyLive: (live: readonly { guid: string; live: MarketLivePoints }[]) => {
      for (const locale of ['ar', 'en'] as const) {
        markets.get(locale).then(
          (list) => {
            for (const m of list) {
              const next = live.find((l) => l.guid === m.guid);
              if (next) m.today_live_points = next.live;
            }
          },
          // No snapshot to move (the database is away): the next load reads the figures the feed stored.
          () => {},
        );
      }
    },
    invalidate: () => snapshots.invalidate(),
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
