import type { Locale } from '@sahm/contracts/common';
import type { Fund } from '@sahm/contracts/funds';
import type { Database } from '../../db/client.ts';
import { foldForSearch } from '../../platform/arabic-search.ts';
import { createVersionedCache } from '../../platform/cache.ts';
import { readDataVersion } from '../../platform/data-version.ts';
import { loadFundRows, toFund } from './queries.ts';

type Entry = { items: Record<Locale, Fund>; search: string; code: string };

/** About a hundred funds with their latest valuation, served from a snapshot kept in step with the data version. */
export function createFundService(database: Database, checkEveryMs = 1000) {
  const snapshots = createVersionedCache<{ entries: Entry[]; byGuid: Map<string, Entry> }>({
    max: 1,
    checkEveryMs,
    version: () => readDataVersion(database, 'market_data'),
    whenStale: 'serve-stale',
  });
  const load = async () => {
    const entries: Entry[] = (await loadFundRows(database)).map((r) => ({
      items: { ar: toFund('ar', r), en: toFund('en', r) },
      search: r.search_text,
      code: r.code,
    }));
    return { entries, byGuid: new Map(entries.map((e) => [e.items.en.guid, e])) };
  };
  const funds = { get: () => snapshots.get('all', load) };
  return {
    /** Funds matching a search in either language (or by code), limited to `only` when given. */
    search: async (locale: Locale, search: string | undefined, only?: Set<string>): Promise<Fund[]> => {
      const folded = search ? foldForSearch(search) : '';
      return (await funds.get()).entries
        .filter((e) => (!only || only.has(e.items.en.guid)) && (!folded || e.search.includes(folded) || e.code.includes(folded)))
        .map((e) => e.items[locale]);
    },
    get: async (locale: Locale, guid: string): Promise<Fund | undefined> => (await funds.get()).byGuid.get(guid)?.items[locale],
  };
}
export type FundService = ReturnType<typeof createFundService>;
