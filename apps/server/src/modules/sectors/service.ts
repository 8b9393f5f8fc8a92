import type { Locale } from '@sahm/contracts/common';
import type { Sector, SectorPoints, SectorQuery, SectorTree } from '@sahm/contracts/sectors';
import type { Database } from '../../db/client.ts';
import { createVersionedCache } from '../../platform/cache.ts';
import { readDataVersion } from '../../platform/data-version.ts';
import { pick } from '../../platform/locale.ts';
import type { MarketService } from '../markets/index.ts';
import { messages } from './messages.ts';
import { sectorFigures, type SectorRow } from './queries.ts';

export type SectorServiceDeps = { database: Database; markets: MarketService; checkEveryMs?: number };

/** A sector's change is the change of its constituents' combined market value against the previous close, as sector indices move. */
function ratio(now: string | null, prev: string | null): number | null {
  if (now === null || prev === null || Number(prev) === 0) return null;
  return Math.round((Number(now) / Number(prev) - 1) * 10000) / 100;
}

/** The tree from rows ordered parents first; with a market, only the sectors that have stocks in it. */
function toTree(locale: Locale, rows: SectorRow[], marketGuid: string | undefined): Sector[] {
  const byId = new Map<string, Sector>();
  const roots: Sector[] = [];
  for (const r of rows) {
    if (marketGuid && r.stocksCount === 0) continue;
    const node: Sector = {
      guid: r.id,
      code: r.code,
      name: pick(locale, r.nameAr, r.nameEn),
      level: r.level,
      parent: r.parentId,
      change_ratio: ratio(r.capNow, r.capPrev),
      stocks_count: r.stocksCount,
      children: [],
    };
    byId.set(r.id, node);
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    if (parent) parent.children.push(node);
    else if (!r.parentId) roots.push(node);
  }
  return roots;
}

const flatten = (nodes: Sector[]): Sector[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** The sector tree with today's changes, per market and language, from a snapshot kept in step with the market data version. */
export function createSectorService({ database, markets, checkEveryMs = 1000 }: SectorServiceDeps) {
  // Per language and market (or all markets): a handful of entries.
  const trees = createVersionedCache<Sector[]>({
    max: 50,
    checkEveryMs,
    version: () => readDataVersion(database, 'market_data'),
    whenStale: 'serve-stale',
  });
  const tree = (locale: Locale, marketGuid?: string): Promise<Sector[]> =>
    trees.get(`${locale}|${marketGuid ?? ''}`, async () =>
      toTree(locale, await sectorFigures(database.db, marketGuid ?? null), marketGuid),
    );

  return {
    tree,
    list: async (locale: Locale, { market_guid }: SectorQuery): Promise<SectorTree> => ({ items: await tree(locale, market_guid) }),

    /** Each sector's change in the market's current (or last) session. */
    async points(locale: Locale, { market_guid }: SectorQuery): Promise<SectorPoints> {
      const all = await markets.list(locale);
      const live = (all.find((m) => m.guid === market_guid) ?? all[0])?.today_live_points;
      const stamp = {
        trade_date: live?.trade_date ?? new Date().toISOString().slice(0, 10),
        datetime: live?.datetime ?? new Date().toISOString(),
      };
      const items = flatten(await tree(locale, market_guid))
        .filter((s) => s.change_ratio !== null)
        .map((s) => ({ guid: s.guid, name: s.name, parent: s.parent, change_ratio: s.change_ratio ?? 0, ...stamp }));
      return { items };
    },

    /** One sector with its sub-sectors, or 404. */
    async one(locale: Locale, guid: string): Promise<Sector> {
      const sector = flatten(await tree(locale)).find((s) => s.guid === guid);
      if (!sector) throw messages.error(404, 'sectorNotFound');
      return sector;
    },

    invalidate: () => trees.invalidate(),
  };
}

export type SectorService = ReturnType<typeof createSectorService>;
