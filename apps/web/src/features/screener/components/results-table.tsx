import type { ScreenerField, ScreenerResponse } from '@sahm/contracts/screener';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { StockLogo } from '../../../shared/ui/stock-logo.tsx';
import { fieldLabel } from '../field-labels.ts';
import { formatCell, nextSort, sortRows, type Sort } from '../results.ts';

const SKELETON_ROWS = 8;
const stickyCell = { position: 'sticky', insetInlineStart: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

type ResultsTableProps = {
  data: ScreenerResponse;
  fields: ReadonlyMap<string, ScreenerField>;
  stockHref: (guid: string) => string;
};

/** The companies that match, sortable by name or any column; each name opens the stock page. */
export function ResultsTable({ data, fields, stockHref }: ResultsTableProps) {
  const { t } = useTranslation('screener');
  const locale = useLocale();
  const [sort, setSort] = useState<Sort>({ by: 'name', desc: false });
  const columns = Object.keys(data.units);
  const rows = useMemo(() => sortRows(data.result, sort, locale), [data.result, sort, locale]);
  const directionOf = (by: string) => (sort.by === by ? (sort.desc ? 'desc' : 'asc') : false);
  const header = (by: string, label: string) => (
    <TableSortLabel
      active={sort.by === by}
      direction={sort.by === by && sort.desc ? 'desc' : 'asc'}
      onClick={() => setSort((s) => nextSort(s, by))}
      aria-label={t('results.sortBy', { column: label })}
    >
      {label}
    </TableSortLabel>
  );

  return (
    <TableContainer sx={{ maxHeight: 560 }}>
      <Table size="small" stickyHeader aria-label={t('results.tableLabel')} data-testid="screener-results">
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyCell, bgcolor: undefined, zIndex: 3, minWidth: 170 }} sortDirection={directionOf('name')}>
              {header('name', t('results.company'))}
            </TableCell>
            {columns.map((c) => {
              const field = fields.get(c);
              const unit = t(`units.${data.units[c]!}`);
              const label = field ? fieldLabel(field, locale) : c;
              return (
                <TableCell key={c} sx={{ whiteSpace: 'nowrap', textAlign: 'end' }} data-column={c} sortDirection={directionOf(c)}>
                  {header(c, label)}
                  {unit && unit !== '%' && unit !== '٪' && (
                    <Typography component="span" variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                      {unit}
                    </Typography>
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.stock.guid} hover>
              <TableCell sx={stickyCell}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                  <StockLogo logo={row.stock.logo} name={row.stock.short_name} size={28} />
                  <Box sx={{ minWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={stockHref(row.stock.guid)}
                      underline="hover"
                      sx={{ fontWeight: 600, display: 'block' }}
                      noWrap
                    >
                      {row.stock.short_name}
                    </Link>
                    <Typography variant="caption" color="textSecondary">
                      <Ltr>{row.stock.symbol_code}</Ltr>
                    </Typography>
                  </Box>
                </Box>
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c} sx={{ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  <Ltr>{formatCell(row.values[c], data.units[c]!, locale)}</Ltr>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** While a screen runs: the table's shape, a few grey rows. */
export function ResultsSkeleton({ columns }: { columns: number }) {
  return (
    <Box data-testid="screener-loading" sx={{ px: 2, pb: 2 }}>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 2, py: 1 }}>
          <Skeleton variant="rounded" width={170} height={28} />
          {Array.from({ length: Math.min(columns, 6) }, (_, j) => (
            <Skeleton key={j} variant="text" sx={{ flex: 1 }} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
