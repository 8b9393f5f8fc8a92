import type { Locale } from '@sahm/contracts/common';
import type { Sector } from '@sahm/contracts/sectors';
import type { Database } from '../../db/client.ts';
import { createVersionedCache } from '../../platform/cache.ts';
import { readDataVersion } from '../../platform/data-version.ts';
import { sectorTree } from './queries.ts';

/** The sector tree with today's changes, per market and language, from a snapshot kept in step with the market data version. */
export function createSectorService(database: Database, checkEveryMs = 1000) {
  // Per language and market (or all markets): a handful of entries.
  const trees = createVersionedCache<Sector[]>({
    max: 50,
    checkEveryMs,
    version: () => readDataVersion(database, 'market_data'),
    whenStale: 'serve-stale',
  });
  return {
    tree: (locale: Locale, marketGuid?: string): Promise<Sector[]> =>
      trees.get(`${locale}|${marketGuid ?? ''}`, () => sectorTree(database, locale, marketGuid)),
    invalidate: () => trees.invalidate(),
  };
}

export type SectorService = ReturnType<typeof createSectorService>;
