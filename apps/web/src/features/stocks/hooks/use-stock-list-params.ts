import { guidSchema } from '@sahm/contracts/common';
import { useMemo } from 'react';
import { useListParams } from '../../../shared/hooks/use-list-params.ts';
import { parseOrderBy, type OrderBy } from '../sorting.ts';

/** The stock list's address: the shared list state plus the sector filter and the order. */
export function useStockListParams() {
  const list = useListParams();
  const { searchParams, update } = list;
  const rawSector = searchParams.get('sector');
  const sector = rawSector && guidSchema.safeParse(rawSector).success ? rawSector : undefined;
  const orderBy = parseOrderBy(searchParams.get('order_by'));

  const setters = useMemo(
    () => ({
      setSector: (next: string | undefined) => update({ sector: next }),
      setOrderBy: (next: OrderBy | undefined) => update({ order_by: next }),
      clearFilters: () => update({ search: undefined, sector: undefined }),
    }),
    [update],
  );

  return { ...list, sector, orderBy, ...setters };
}

export type StockListParamsState = ReturnType<typeof useStockListParams>;
