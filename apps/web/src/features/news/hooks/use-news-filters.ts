import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearch, filtersToSearch, type NewsFilters } from '../filters.ts';

/** The list's filters, kept in the address; any change but paging returns to the first page. */
export function useNewsFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const update = useCallback(
    (change: Partial<NewsFilters>) => {
      const next = { ...filters, page: 1, ...change };
      setSearch(filtersToSearch(next), { replace: change.page === undefined, preventScrollReset: true });
    },
    [filters, setSearch],
  );
  return { filters, update };
}
