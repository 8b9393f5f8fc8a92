import type { Locale, Page } from '@sahm/contracts/common';
import type { StockListItem, StockListQuery, StockOrderField } from '@sahm/contracts/stocks';
import { foldForSearch } from '../../platform/arabic-search.ts';
import type { UniverseEntry } from './universe.ts';

const collators: Record<Locale, Intl.Collator> = { ar: new Intl.Collator('ar'), en: new Intl.Collator('en', { sensitivity: 'base' }) };

type Key = number | string | null;
const sortKey: Record<StockOrderField, (s: StockListItem) => Key> = {
  symbol_code: (s) => s.symbol_code,
  short_name: (s) => s.short_name,
  company_name: (s) => s.company_name,
  price: (s) => s.today_live_points?.price ?? null,
  change_value: (s) => s.today_live_points?.change_value ?? null,
  change_ratio: (s) => s.today_live_points?.change_ratio ?? null,
  trade_volume: (s) => s.today_live_points?.trade_volume ?? null,
  trade_value: (s) => s.today_live_points?.trade_value ?? null,
  market_cap: (s) => s.today_points?.daily_market_capitalization ?? null,
  listing_date: (s) => s.listing_date,
};

function compare(locale: Locale, a: Key, b: Key): number {
  if (typeof a === 'string' && typeof b === 'string') return collators[locale].compare(a, b);
  return (a as number) - (b as number);
}

/**
 * Search, filters, ordering and paging over the in-memory universe. Search folds Arabic the same
 * way as the stored names; digits also match symbol codes by prefix. Missing values sort last
 * in either direction; ties keep symbol order.
 */
export function filterStocks(universe: readonly UniverseEntry[], locale: Locale, q: StockListQuery): Page<StockListItem> {
  const folded = q.search ? foldForSearch(q.search) : '';
  const digits = /^\d+$/.test(folded);
  const matches = universe.filter(
    (e) =>
      (!q.market_guid || e.marketId === q.market_guid) &&
      (!q.sector || e.sectorIds.includes(q.sector)) &&
      (!folded || e.search.includes(folded) || (digits && e.symbol.startsWith(folded))),
  );
  let items = matches.map((e) => e.items[locale]);
  if (q.order_by) {
    const desc = q.order_by.startsWith('-');
    const key = sortKey[(desc ? q.order_by.slice(1) : q.order_by) as StockOrderField];
    items = items
      .map((item) => ({ item, k: key(item) }))
      .sort((a, b) => {
        if (a.k === null || b.k === null) return a.k === b.k ? 0 : a.k === null ? 1 : -1;
        const c = compare(locale, a.k, b.k);
        return desc ? -c : c;
      })
      .map((x) => x.item);
  }
  const start = (q.page - 1) * q.size;
  return { items: items.slice(start, start + q.size), total: items.length, page: q.page, size: q.size };
}
