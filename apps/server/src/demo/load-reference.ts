import { halalasToSar } from '@sahm/contracts/money';
import type { Queryable } from '../db/client.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { foldForSearch } from '../platform/arabic-search.ts';
import type { CompanyRef, GeneratedStock, Holiday } from './generator/types.ts';
import { marketDefs } from './markets-data.ts';
import type { SectorNode } from './reference/sectors.ts';
import { stableId } from '../db/stable-id.ts';

export const marketId = (code: string) => stableId('market', code);
export const sectorId = (code: string) => stableId('sector', code);
export const stockId = (symbol: string) => stableId('stock', symbol);

export async function insertMarkets(db: Queryable): Promise<void> {
  await bulkInsert(
    db,
    'markets',
    [
      'id:uuid',
      'code:text',
      'kind:text',
      'name_ar:text',
      'name_en:text',
      'index_name_ar:text',
      'index_name_en:text',
      'color:text',
      'sort_order:int',
      'price_limit:numeric',
    ],
    marketDefs.map((m, i) => [
      marketId(m.code),
      m.code,
      m.kind,
      m.name_ar,
      m.name_en,
      m.index_name_ar,
      m.index_name_en,
      m.color,
      i,
      m.price_limit,
    ]),
  );
}

export async function insertSectors(db: Queryable, tree: SectorNode[]): Promise<void> {
  const rows: unknown[][] = [];
  const walk = (nodes: SectorNode[], parent: string | null, level: number) =>
    nodes.forEach((n, i) => {
      rows.push([sectorId(n.code), n.code, parent ? sectorId(parent) : null, level, n.name_ar, n.name_en, i]);
      walk(n.children, n.code, level + 1);
    });
  walk(tree, null, 1);
  await bulkInsert(
    db,
    'sectors',
    ['id:uuid', 'code:text', 'parent_id:uuid', 'level:int', 'name_ar:text', 'name_en:text', 'sort_order:int'],
    rows,
  );
}

export async function insertHolidays(db: Queryable, holidays: Holiday[]): Promise<void> {
  await bulkInsert(
    db,
    'trading_holidays',
    ['date:date', 'name_ar:text', 'name_en:text'],
    holidays.map((h) => [h.date, h.name_ar, h.name_en]),
  );
}

export async function insertStocks(db: Queryable, companies: CompanyRef[], generated: GeneratedStock[]): Promise<void> {
  const byCode = new Map(companies.map((c) => [c.symbol_code, c]));
  const market = new Map(marketDefs.map((m) => [m.kind, marketId(m.code)]));
  await bulkInsert(
    db,
    'stocks',
    [
      'id:uuid',
      'symbol_code:text',
      'company_name_ar:text',
      'company_name_en:text',
      'short_name_ar:text',
      'short_name_en:text',
      'search_text:text',
      'market_id:uuid',
      'sector_id:uuid',
      'listing_date:date',
      'shares_outstanding:bigint',
      'free_float_ratio:numeric',
      'nominal_value:numeric',
    ],
    generated.map((g) => {
      const c = byCode.get(g.symbol_code)!;
      const search = foldForSearch([c.name_ar, c.short_name_ar, c.name_en, c.short_name_en].join(' '));
      return [
        stockId(c.symbol_code),
        c.symbol_code,
        c.name_ar,
        c.name_en,
        c.short_name_ar,
        c.short_name_en,
        search,
        market.get(c.market),
        sectorId(c.industry_group),
        g.listing_date,
        g.shares_outstanding,
        g.free_float_ratio.toFixed(4),
        halalasToSar(g.nominal_value),
      ];
    }),
  );
}
