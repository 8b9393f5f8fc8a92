import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearch, filtersToSearch, type RecommendationFilters } from '../filters.ts';

/** The page's filters, kept in the address; any change but paging returns to the first page. */
export function useRecommendationFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const update = useCallback(
    (change: Partial<RecommendationFilters>) => {
      const next = { ...filters, page: 1, ...change };
      setSearch(filtersToSearch(next), { replace: change.page === undefined, preventScrollReset: true });
    },
    [filters, setSearch],
  );
  return { filters, update };
}
