import type { Locale } from '@sahm/contracts/common';
import type { StockListItem } from '@sahm/contracts/stocks';
import type { Database } from '../../db/client.ts';
import { foldForSearch } from '../../platform/arabic-search.ts';
import { loadStockRows, toStockListItem } from './queries.ts';

/** One stock ready to be filtered, sorted and answered in either language without a query. */
export type UniverseEntry = {
  items: Record<Locale, StockListItem>;
  search: string;
  symbol: string;
  marketId: string;
  /** The stock's industry group and every ancestor sector. */
  sectorIds: string[];
};

export async function loadUniverse(database: Database): Promise<UniverseEntry[]> {
  const rows = await loadStockRows(database);
  return rows.map((r) => {
    const ar = toStockListItem('ar', r);
    const en = toStockListItem('en', r);
    return {
      items: { ar, en },
      search: foldForSearch([ar.company_name, ar.short_name, en.company_name, en.short_name].join(' ')),
      symbol: r.symbol_code,
      marketId: r.market_id,
      sectorIds: [r.sector_id, r.parent_id, r.grandparent_id].filter((x): x is string => typeof x === 'string'),
    };
  });
}
