import type { Locale } from '@sahm/contracts/common';
import type { Sector } from '@sahm/contracts/sectors';
import type { Database } from '../../db/client.ts';
import { pick } from '../../platform/locale.ts';

type SectorRow = {
  id: string;
  code: string;
  parent_id: string | null;
  level: number;
  name_ar: string;
  name_en: string;
  stocks_count: number;
  cap_now: string | null;
  cap_prev: string | null;
};

/**
 * Each sector's change is the change of its constituents' combined market value (price × shares)
 * against the previous close, the way sector indices move; parents aggregate their children.
 */
const sectorFigures = `
  WITH RECURSIVE tree AS (
    SELECT id, id AS root FROM sectors
    UNION ALL
    SELECT c.id, t.root FROM sectors c JOIN tree t ON c.parent_id = t.id
  ),
  per_sector AS (
    SELECT t.root AS sector_id,
           count(s.id)::int AS stocks_count,
           sum(q.price * s.shares_outstanding) AS cap_now,
           sum(q.prev_close * s.shares_outstanding) AS cap_prev
    FROM tree t
    JOIN stocks s ON s.sector_id = t.id AND ($1::uuid IS NULL OR s.market_id = $1::uuid)
    LEFT JOIN stock_quotes q ON q.stock_id = s.id
    GROUP BY t.root
  )
  SELECT sec.id, sec.code, sec.parent_id, sec.level, sec.name_ar, sec.name_en,
         coalesce(p.stocks_count, 0) AS stocks_count, p.cap_now::text, p.cap_prev::text
  FROM sectors sec LEFT JOIN per_sector p ON p.sector_id = sec.id
  ORDER BY sec.level, sec.sort_order, sec.code`;

function ratio(now: string | null, prev: string | null): number | null {
  if (now === null || prev === null || Number(prev) === 0) return null;
  return Math.round((Number(now) / Number(prev) - 1) * 10000) / 100;
}

/** The sector tree; with a market, only the sectors that have stocks in it. */
export async function sectorTree(database: Database, locale: Locale, marketGuid?: string): Promise<Sector[]> {
  const rows = await database.query<SectorRow>(sectorFigures, [marketGuid ?? null]);
  const byId = new Map<string, Sector>();
  const roots: Sector[] = [];
  for (const r of rows) {
    if (marketGuid && r.stocks_count === 0) continue;
    const node: Sector = {
      guid: r.id,
      code: r.code,
      name: pick(locale, r.name_ar, r.name_en),
      level: r.level,
      parent: r.parent_id,
      change_ratio: ratio(r.cap_now, r.cap_prev),
      stocks_count: r.stocks_count,
      children: [],
    };
    byId.set(r.id, node);
    const parent = r.parent_id ? byId.get(r.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else if (!r.parent_id) roots.push(node);
  }
  return roots;
}
