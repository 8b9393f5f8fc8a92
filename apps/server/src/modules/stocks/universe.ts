import type { Locale } from '@sahm/contracts/common';
import type { StockListItem } from '@sahm/contracts/stocks';
import type { Db } from '../../db/client.ts';
import { foldForSearch } from '../../platform/arabic-search.ts';
import { toStockListItem } from './mappers.ts';
import { stockRows } from './queries.ts';

/** One stock ready to be filtered, sorted and answered in either language without a query. */
export type UniverseEntry = {
  items: Record<Locale, StockListItem>;
  search: string;
  symbol: string;
  marketId: string;
  /** The stock's industry group and every ancestor sector. */
  sectorIds: string[];
};

export async function loadUniverse(db: Db): Promise<UniverseEntry[]> {
  const rows = await stockRows(db);
  return rows.map((r) => {
    const ar = toStockListItem('ar', r);
    const en = toStockListItem('en', r);
    return {
      items: { ar, en },
      search: foldForSearch([ar.company_name, ar.short_name, en.company_name, en.short_name].join(' ')),
      symbol: r.symbolCode,
      marketId: r.marketId,
      sectorIds: [r.sectorId, r.parentId, r.grandparentId].filter((x): x is string => typeof x === 'string'),
    };
  });
}
