import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format/numbers.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { pageSizes, type PageSize } from '../hooks/use-list-params.ts';

type ListPaginationProps<S extends number> = {
  total: number;
  page: number;
  size: S;
  onPageChange: (page: number) => void;
  onSizeChange: (size: S) => void;
  /** The size choice: the stocks and funds lists' 25 / 50 / 100 unless given (generic lists: 5–25). */
  sizes?: readonly S[];
};

/** Pages of a list, with its page-size choice. */
export function ListPagination<S extends number = PageSize>({
  total,
  page,
  size,
  onPageChange,
  onSizeChange,
  sizes = pageSizes as unknown as readonly S[],
}: ListPaginationProps<S>) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <TablePagination
      component="div"
      count={total}
      // MUI counts pages from 0, the API from 1.
      page={Math.max(0, Math.min(page - 1, Math.ceil(total / size) - 1))}
      rowsPerPage={size}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_, zeroBased) => onPageChange(zeroBased + 1)}
      onRowsPerPageChange={(event) => onSizeChange(Number(event.target.value) as S)}
      labelRowsPerPage={t('pagination.rowsPerPage')}
      // MUI's Arabic locale prints Arabic-Indic digits; the product uses Latin digits everywhere.
      labelDisplayedRows={({ from, to, count }) => (
        <bdi>
          {t('pagination.displayed', {
            from: formatNumber(from, locale),
            to: formatNumber(to, locale),
            total: formatNumber(count, locale),
          })}
        </bdi>
      )}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        // Phones: let the controls wrap instead of overflowing; the spacer would force an empty first line.
        '& .MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', md: 'nowrap' }, paddingInlineStart: 2 },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', md: 'block' } },
      }}
    />
  );
}
