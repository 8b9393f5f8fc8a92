import { guidSchema } from '@sahm/contracts/common';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseOrderBy, type OrderBy } from '../sorting.ts';

export const pageSizes = [25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = 25;

type Changes = Partial<Record<'search' | 'sector' | 'order_by' | 'page' | 'size', string | undefined>>;

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parseSize(raw: string | null): PageSize {
  return pageSizes.find((size) => String(size) === raw) ?? defaultPageSize;
}

/**
 * The list's filters live in the address (search, sector, order_by, page, size) so a link
 * (the top bar's search, a shared URL, the back button) reproduces exactly what was on screen.
 */
export function useStockListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const update = useCallback(
    (changes: Changes, { keepPage = false } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          // A new filter or order makes the old page number meaningless.
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const rawSector = searchParams.get('sector');
  const values = {
    search: searchParams.get('search')?.trim() || undefined,
    sector: rawSector && guidSchema.safeParse(rawSector).success ? rawSector : undefined,
    orderBy: parseOrderBy(searchParams.get('order_by')),
    page: parsePage(searchParams.get('page')),
    size: parseSize(searchParams.get('size')),
  };

  const setters = useMemo(
    () => ({
      setSearch: (search: string | undefined) => update({ search: search?.trim() || undefined }),
      setSector: (sector: string | undefined) => update({ sector }),
      setOrderBy: (orderBy: OrderBy | undefined) => update({ order_by: orderBy }),
      setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }, { keepPage: true }),
      setSize: (size: PageSize) => update({ size: size === defaultPageSize ? undefined : String(size) }),
      clearFilters: () => update({ search: undefined, sector: undefined }),
    }),
    [update],
  );

  return { ...values, ...setters };
}

export type StockListParamsState = ReturnType<typeof useStockListParams>;
