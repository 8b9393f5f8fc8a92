import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import type { Paging } from '../hooks/use-paging.ts';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';

export type Column<T> = {
  id: string;
  label: string;
  /** Figures: aligned to the end of the cell, in tabular digits. */
  numeric?: boolean;
  render: (row: T) => ReactNode;
};

type PagedTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<T>[];
  query: UseQueryResult<{ items: T[]; total: number }>;
  rowKey: (row: T) => string;
  paging: Paging;
  empty: { title: string; description?: string };
  minWidth?: number;
};

// Rows of the skeleton: the first page's rows at their height, so the page does not move when they come.
const skeletonRows = 5;

/**
 * A list the server pages (board, shareholders, capital changes, distributions): its headers from
 * the first paint, skeleton rows while the page loads, a retry when it fails, an empty state, and
 * the page choice once there is more than one page.
 */
export function PagedTable<T>({ label, columns, query, rowKey, paging, empty, minWidth = 640 }: PagedTableProps<T>) {
  if (query.isError && !query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  const page = query.data;
  if (page && page.total === 0) return <EmptyState title={empty.title} description={empty.description} />;

  return (
    <>
      <ScrollRegion label={label}>
        <Table
          size="small"
          aria-label={label}
          aria-busy={!page || query.isPlaceholderData}
          sx={{ minWidth, opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.numeric ? 'right' : 'left'}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {page
              ? page.items.map((row) => (
                  <TableRow key={rowKey(row)} hover data-row={rowKey(row)}>
                    {columns.map((column) => (
                      <TableCell
                        key={column.id}
                        align={column.numeric ? 'right' : 'left'}
                        sx={column.numeric ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : undefined}
                      >
                        {column.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : Array.from({ length: skeletonRows }, (_, index) => (
                  <TableRow key={index} aria-hidden>
                    {columns.map((column) => (
                      <TableCell key={column.id}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      {page && (page.total > paging.params.size || !paging.isDefaultSize) && <ListPagination total={page.total} {...paging.pagination} />}
    </>
  );
}
