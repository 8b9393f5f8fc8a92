import type { StockListItem } from '@sahm/contracts/stocks';
import { createCache, type Cache } from '../../platform/cache.ts';
import type { DividendFacts } from './dividend-facts.ts';
import type { Position } from './ledger.ts';
import { valuePortfolio, type Valuation } from './valuation.ts';

/**
 * Valuations kept while nothing they rest on has moved. Positions come from the positions cache
 * (the same array while the ledger is unchanged) and stock items from the stock snapshot, which
 * puts a new object in place of a stock's item whenever a tick or a reload changes it; so the
 * identities of the items held say whether the prices moved. Reading a portfolio hundreds of
 * times between two ticks then values it once.
 */
export function valuationMemo() {
  const itemIds = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (item: object) => {
    let id = itemIds.get(item);
    if (id === undefined) itemIds.set(item, (id = ++nextId));
    return id;
  };
  // A few entries per positions: readers in Arabic and in English value different stock items.
  const memo = new WeakMap<readonly Position[], Cache<Valuation>>();

  return (positions: readonly Position[], stocks: ReadonlyMap<string, StockListItem>, dividends: DividendFacts): Valuation => {
    // The dividend figures are one map per day and data version: its identity joins the key.
    const held = positions.map((p) => (p.shares > 0 && stocks.has(p.stockId) ? idOf(stocks.get(p.stockId)!) : 0));
    const key = `${idOf(dividends)}:${held.join(',')}`;
    let entries = memo.get(positions);
    if (!entries) memo.set(positions, (entries = createCache<Valuation>({ max: 4 })));
    return entries.getOrSet(key, () => valuePortfolio(positions, stocks, dividends));
  };
}
