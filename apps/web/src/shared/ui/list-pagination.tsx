import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import type MuiTablePagination from '@mui/material/TablePagination';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format/numbers.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { pageSizes, type PageSize } from '../hooks/use-list-params.ts';

// Material UI's TablePagination brings its page-size Select (Menu, Popover, Modal) and its buttons'
// Tooltip (Popper): fetched as the list is drawn, not with its page's first paint. Until it has
// come, the same bar is drawn without them (see PaginationPlaceholder).
// (lazy() keeps the props but not the `component` prop's typing of Material UI's overridable components.)
const TablePagination = lazy(() => import('@mui/material/TablePagination')) as unknown as typeof MuiTablePagination;

type ListPaginationProps<S extends number> = {
  total: number;
  page: number;
  size: S;
  onPageChange: (page: number) => void;
  onSizeChange: (size: S) => void;
  /** The size choice: the stocks and funds lists' 25 / 50 / 100 unless given (generic lists: 5–25). */
  sizes?: readonly S[];
};

const paginationSx: SxProps<Theme> = {
  borderTop: 1,
  borderColor: 'divider',
  // Phones: let the controls wrap instead of overflowing; the spacer would force an empty first line.
  '& .MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', md: 'nowrap' }, paddingInlineStart: 2 },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', md: 'block' } },
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
  // MUI counts pages from 0, the API from 1.
  const zeroBased = Math.max(0, Math.min(page - 1, Math.ceil(total / size) - 1));
  // MUI's Arabic locale prints Arabic-Indic digits; the product uses Latin digits everywhere.
  const displayed = ({ from, to, count }: { from: number; to: number; count: number }) => (
    <bdi>
      {t('pagination.displayed', {
        from: formatNumber(from, locale),
        to: formatNumber(to, locale),
        total: formatNumber(count, locale),
      })}
    </bdi>
  );
  const placeholder = (
    <PaginationPlaceholder
      label={sizes.length > 1 ? t('pagination.rowsPerPage') : null}
      size={size}
      displayed={displayed({
        from: total === 0 ? 0 : zeroBased * size + 1,
        to: Math.min(total, (zeroBased + 1) * size),
        count: total,
      })}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <TablePagination
        component="div"
        count={total}
        page={zeroBased}
        rowsPerPage={size}
        rowsPerPageOptions={[...sizes]}
        onPageChange={(_, next) => onPageChange(next + 1)}
        onRowsPerPageChange={(event) => onSizeChange(Number(event.target.value) as S)}
        labelRowsPerPage={t('pagination.rowsPerPage')}
        labelDisplayedRows={displayed}
        sx={paginationSx}
      />
    </Suspense>
  );
}

type PlaceholderProps = { label: string | null; size: number; displayed: ReactNode };

/**
 * TablePagination's bar as it will be drawn, with the same parts, sizes and class names (so the
 * list's own rules apply): nothing moves when the real one takes its place a moment later. Inert
 * until then.
 */
function PaginationPlaceholder({ label, size, displayed }: PlaceholderProps) {
  // Previous and next as TablePagination draws them: their arrows swapped right to left.
  const rtl = useTheme().direction === 'rtl';
  const paragraph = { typography: 'body2', flexShrink: 0 } as const;
  return (
    <Box
      inert
      data-testid="pagination-placeholder"
      sx={[
        { overflow: 'auto', color: 'text.primary', fontSize: (theme) => theme.typography.pxToRem(14) },
        ...(Array.isArray(paginationSx) ? paginationSx : [paginationSx]),
      ]}
    >
      <Toolbar
        className="MuiTablePagination-toolbar"
        sx={(theme) => ({
          minHeight: 52,
          paddingRight: '2px',
          [`${theme.breakpoints.up('xs')} and (orientation: landscape)`]: { minHeight: 52 },
          [theme.breakpoints.up('sm')]: { minHeight: 52, paddingRight: '2px' },
        })}
      >
        <Box className="MuiTablePagination-spacer" sx={{ flex: '1 1 100%' }} />
        {label !== null && (
          <>
            <Box component="p" sx={paragraph}>
              {label}
            </Box>
            <Box
              sx={{
                typography: 'body1',
                fontSize: 'inherit',
                lineHeight: '1.4375em',
                color: 'inherit',
                display: 'inline-flex',
                alignItems: 'center',
                position: 'relative',
                flexShrink: 0,
                marginRight: '32px',
                marginLeft: '8px',
              }}
            >
              <Box
                sx={{
                  font: 'inherit',
                  letterSpacing: 'inherit',
                  boxSizing: 'content-box',
                  minHeight: '1.4375em',
                  minWidth: 16,
                  padding: '4px 24px 5px 8px',
                  textAlign: 'right',
                }}
              >
                {size}
              </Box>
              <ArrowDropDownIcon sx={{ position: 'absolute', right: 0, top: 'calc(50% - .5em)', color: 'action.active' }} />
            </Box>
          </>
        )}
        <Box component="p" sx={paragraph}>
          {displayed}
        </Box>
        <Box sx={{ flexShrink: 0, marginLeft: '20px' }}>
          <IconButton color="inherit" disabled>
            {rtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
          </IconButton>
          <IconButton color="inherit" disabled>
            {rtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
          </IconButton>
        </Box>
      </Toolbar>
    </Box>
  );
}
