import { useState } from 'react';
import { defaultPageSize, type PageSize } from './use-list-params.ts';

/** Pages over rows already in hand (a calendar of sessions or valuations); a new size starts again at page 1. */
export function useClientPages<T>(rows: readonly T[]) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<PageSize>(defaultPageSize);
  return {
    rows: rows.slice((page - 1) * size, page * size),
    reset: () => setPage(1),
    pagination: {
      total: rows.length,
      page,
      size,
      onPageChange: setPage,
      onSizeChange: (next: PageSize) => {
        setSize(next);
        setPage(1);
      },
    },
  };
}
