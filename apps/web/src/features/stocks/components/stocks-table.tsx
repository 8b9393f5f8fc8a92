import type { StockListItem } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCallback } from '../../../shared/hooks/use-latest-callback.ts';
import { useProgressiveCount } from '../../../shared/hooks/use-progressive-count.ts';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { stockColumns, type StockColumn } from '../columns.ts';
import type { FavoriteStockToggle } from '../hooks/use-favorite-stock.ts';
import { nextOrderBy, sortOf, type OrderBy } from '../sorting.ts';
import { numericAlign, StockRow, stockItemProps } from './stock-row.tsx';

type StocksTableProps = {
  label: string;
  stocks: readonly StockListItem[] | undefined;
  skeletonRows: number;
  stockHref: (guid: string) => string;
  /** Without it the headers do not sort (favourites come in the order they were added). */
  sorting?: { orderBy: OrderBy | undefined; onOrderByChange: (orderBy: OrderBy) => void };
  favorites?: FavoriteStockToggle;
  /** A scrolling body under a fixed header (the home page's market table). */
  maxHeight?: number;
  /** The figures shown; all of them unless a narrower table leaves some out. */
  columns?: readonly StockColumn[];
};

export function StocksTable({
  label,
  stocks,
  skeletonRows,
  stockHref,
  sorting,
  favorites,
  maxHeight,
  columns = stockColumns,
}: StocksTableProps) {
  const { t } = useTranslation('stocks');
  const sort = sortOf(sorting?.orderBy);
  const onToggleFavorite = useLatestCallback((guid: string, isFavorite: boolean) => favorites?.toggle(guid, isFavorite));
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const shown = useProgressiveCount(stocks?.length ?? 0, bodyRef, ':scope > tr[data-stock]');

  return (
    <TableContainer sx={{ maxHeight }}>
      <Table
        size="small"
        stickyHeader={Boolean(maxHeight)}
        aria-label={label}
        sx={{ minWidth: columns.length > 6 ? 860 : 720, '& td, & th': { px: 1.5 } }}
      >
        <TableHead>
          <TableRow>
            {favorites && (
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  {t('favorites.column')}
                </Box>
              </TableCell>
            )}
            {columns.map((column) => {
              const active = sort?.field === column.field;
              const title = t(`columns.${column.id}`);
              return (
                <TableCell key={column.id} align={column.format ? numericAlign : undefined} sortDirection={active ? sort.direction : false}>
                  {sorting ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.direction : column.firstDirection}
                      onClick={() => sorting.onOrderByChange(nextOrderBy(sorting.orderBy, column.field, column.firstDirection))}
                    >
                      {title}
                      {active && (
                        <Box component="span" sx={visuallyHidden}>
                          {t(sort.direction === 'asc' ? 'sort.ascending' : 'sort.descending')}
                        </Box>
                      )}
                    </TableSortLabel>
                  ) : (
                    title
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody ref={bodyRef}>
          {stocks
            ? stocks
                .slice(0, shown)
                .map((stock) => (
                  <StockRow key={stock.guid} {...stockItemProps(stock, stockHref, favorites, onToggleFavorite)} columns={columns} />
                ))
            : Array.from({ length: skeletonRows }, (_, row) => (
                <TableRow key={row} aria-hidden>
                  {favorites && <TableCell padding="checkbox" />}
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.format ? numericAlign : undefined}>
                      <Skeleton
                        variant="text"
                        width={column.id === 'company' ? '80%' : 56}
                        sx={{ display: 'inline-block', height: column.id === 'company' ? 36 : undefined }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
