import { guidSchema } from '@sahm/contracts/common';
import { useMemo } from 'react';
import { readListParams, useListParams } from '../../../shared/hooks/use-list-params.ts';
import type { StockListParams } from '../api/get-stocks.ts';
import { parseOrderBy, type OrderBy } from '../sorting.ts';

/** The stock list's own part of the address: the sector filter and the order. */
function readStockFilters(searchParams: URLSearchParams) {
  const rawSector = searchParams.get('sector');
  return {
    sector: rawSector && guidSchema.safeParse(rawSector).success ? rawSector : undefined,
    orderBy: parseOrderBy(searchParams.get('order_by')),
  };
}

type StockListState = ReturnType<typeof readListParams> & ReturnType<typeof readStockFilters>;

/** What the All tab asks the API for: the page, the list's own loader and the list read the same. */
export function allStocksParams(marketGuid: string, state: StockListState): StockListParams {
  return {
    market_guid: marketGuid,
    page: state.page,
    size: state.size,
    search: state.search,
    sector: state.sector,
    order_by: state.orderBy,
  };
}

/** A market list's state from its address, outside React (its route's loader). */
export function readStockListParams(searchParams: URLSearchParams): StockListState {
  return { ...readListParams(searchParams), ...readStockFilters(searchParams) };
}

/** The stock list's address: the shared list state plus the sector filter and the order. */
export function useStockListParams() {
  const list = useListParams();
  const { searchParams, update } = list;
  const filters = readStockFilters(searchParams);

  const setters = useMemo(
    () => ({
      setSector: (next: string | undefined) => update({ sector: next }),
      setOrderBy: (next: OrderBy | undefined) => update({ order_by: next }),
      clearFilters: () => update({ search: undefined, sector: undefined }),
    }),
    [update],
  );

  return { ...list, ...filters, ...setters };
}

export type StockListParamsState = ReturnType<typeof useStockListParams>;
