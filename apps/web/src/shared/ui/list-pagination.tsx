import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format/numbers.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { pageSizes, type PageSize } from '../hooks/use-list-params.ts';

type ListPaginationProps = {
  total: number;
  page: number;
  size: PageSize;
  onPageChange: (page: number) => void;
  onSizeChange: (size: PageSize) => void;
};

/** Pages of a stocks or funds list, with the 25 / 50 / 100 size choice. */
export function ListPagination({ total, page, size, onPageChange, onSizeChange }: ListPaginationProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <TablePagination
      component="div"
      count={total}
      // MUI counts pages from 0, the API from 1.
      page={Math.max(0, Math.min(page - 1, Math.ceil(total / size) - 1))}
      rowsPerPage={size}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_, zeroBased) => onPageChange(zeroBased + 1)}
      onRowsPerPageChange={(event) => onSizeChange(Number(event.target.value) as PageSize)}
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
