import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Page sizes of the stocks and funds lists (spec §9). */
export const pageSizes = [25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = 25;

/** The All and Favorites tabs of a list. */
export type ListTab = 'all' | 'favorites';

export type ListParamChanges = Record<string, string | undefined>;

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parseSize(raw: string | null): PageSize {
  return pageSizes.find((size) => String(size) === raw) ?? defaultPageSize;
}

/** A list's state as its address gives it (a route's loader reads it before the page is drawn). */
export function readListParams(searchParams: URLSearchParams) {
  return {
    tab: (searchParams.get('tab') === 'favorites' ? 'favorites' : 'all') as ListTab,
    search: searchParams.get('search')?.trim() || undefined,
    page: parsePage(searchParams.get('page')),
    size: parseSize(searchParams.get('size')),
  };
}

/**
 * A list's state lives in the address (tab, search, page, size and the list's own filters) so a
 * link, a shared URL or the back button reproduces exactly what was on screen.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const update = useCallback(
    (changes: ListParamChanges, { keepPage = false } = {}) => {
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

  const values = readListParams(searchParams);

  const setters = useMemo(
    () => ({
      setTab: (tab: ListTab) => update({ tab: tab === 'favorites' ? tab : undefined }),
      setSearch: (search: string | undefined) => update({ search: search?.trim() || undefined }),
      setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }, { keepPage: true }),
      setSize: (size: PageSize) => update({ size: size === defaultPageSize ? undefined : String(size) }),
    }),
    [update],
  );

  return { searchParams, update, ...values, ...setters };
}

export type ListParamsState = ReturnType<typeof useListParams>;
