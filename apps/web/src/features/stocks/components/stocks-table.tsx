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
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { stockColumns } from '../columns.ts';
import { quoteOf } from '../quote.ts';
import { nextOrderBy, sortOf, type OrderBy } from '../sorting.ts';
import { QuoteFigure } from './quote-figure.tsx';

type StocksTableProps = {
  label: string;
  stocks: readonly StockListItem[] | undefined;
  skeletonRows: number;
  orderBy: OrderBy | undefined;
  onOrderByChange: (orderBy: OrderBy) => void;
};

// Figures sit at the cell's end (left in Arabic, right in English) so digits line up;
// `align="right"` is flipped to left by the RTL style plugin.
const numericAlign = 'right';

export function StocksTable({ label, stocks, skeletonRows, orderBy, onOrderByChange }: StocksTableProps) {
  const { t } = useTranslation('stocks');
  const sort = sortOf(orderBy);

  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ minWidth: 860, '& td, & th': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            {stockColumns.map((column) => {
              const active = sort?.field === column.field;
              const direction = active ? sort.direction : column.firstDirection;
              return (
                <TableCell
                  key={column.id}
                  align={column.format ? numericAlign : undefined}
                  sortDirection={active ? sort.direction : false}
                >
                  <TableSortLabel
                    active={active}
                    direction={direction}
                    onClick={() => onOrderByChange(nextOrderBy(orderBy, column.field, column.firstDirection))}
                  >
                    {t(`columns.${column.id}`)}
                    {active && (
                      <Box component="span" sx={visuallyHidden}>
                        {t(sort.direction === 'asc' ? 'sort.ascending' : 'sort.descending')}
                      </Box>
                    )}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {stocks
            ? stocks.map((stock) => {
                const quote = quoteOf(stock);
                return (
                  <TableRow key={stock.guid} hover>
                    <TableCell sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      <Ltr>{stock.symbol_code}</Ltr>
                    </TableCell>
                    <TableCell sx={{ maxWidth: 320 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                        {stock.short_name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="div" noWrap title={stock.company_name}>
                        {stock.company_name}
                      </Typography>
                    </TableCell>
                    {stockColumns.map((column) =>
                      column.quoteKey && column.format ? (
                        <TableCell
                          key={column.id}
                          align={numericAlign}
                          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: column.id === 'price' ? 600 : undefined }}
                        >
                          <QuoteFigure value={quote[column.quoteKey]} format={column.format} />
                        </TableCell>
                      ) : null,
                    )}
                  </TableRow>
                );
              })
            : Array.from({ length: skeletonRows }, (_, row) => (
                <TableRow key={row} aria-hidden>
                  {stockColumns.map((column) => (
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
