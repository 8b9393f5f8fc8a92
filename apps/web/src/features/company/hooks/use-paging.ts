import { useState } from 'react';

/** Row choices of the generic lists (spec §9): 5 to 25, 10 by default, as the API's default page. */
export const companyPageSizes = [5, 10, 15, 20, 25] as const;
export type CompanyPageSize = (typeof companyPageSizes)[number];
const defaultSize: CompanyPageSize = 10;
/** A list's first view: page 1 at the default size (what a tab's loader asks for). */
export const firstCompanyPage = { page: 1, size: defaultSize } as const;

/** A server-paged list's page and size; a new size, or `reset` (a new filter), starts again at page 1. */
export function usePaging() {
  const [page, setPage] = useState<number>(firstCompanyPage.page);
  const [size, setSize] = useState<CompanyPageSize>(firstCompanyPage.size);
  return {
    params: { page, size },
    reset: () => setPage(1),
    isDefaultSize: size === defaultSize,
    pagination: {
      page,
      size,
      sizes: companyPageSizes,
      onPageChange: setPage,
      onSizeChange: (next: CompanyPageSize) => {
        setSize(next);
        setPage(1);
      },
    },
  };
}
export type Paging = ReturnType<typeof usePaging>;
