import type { Locale } from '@sahm/contracts/common';
import type { Sector } from '@sahm/contracts/sectors';
import type { Database } from '../../db/client.ts';
import { cachedLoader } from '../../platform/cached-loader.ts';
import { readDataVersion } from '../../platform/data-version.ts';
import { sectorTree } from './queries.ts';

/** The sector tree with today's changes, per market and language, from a snapshot kept in step with the market data version. */
export function createSectorService(database: Database, checkEveryMs = 1000) {
  const trees = cachedLoader(([locale, market]: [Locale, string | null]) => sectorTree(database, locale, market ?? undefined), {
    checkEveryMs,
    version: () => readDataVersion(database, 'market_data'),
  });
  return {
    tree: (locale: Locale, marketGuid?: string): Promise<Sector[]> => trees.get([locale, marketGuid ?? null]),
    invalidate: () => trees.invalidate(),
  };
}

export type SectorService = ReturnType<typeof createSectorService>;
