import type { Holding, Overview, PortfolioColumn } from '@sahm/contracts/portfolio';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCartOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { columnDefinitions } from '../columns.ts';
import { Figure } from './figure.tsx';
import { HoldingName, holdingNameSx } from './holding-name.tsx';

type HoldingsTableProps = {
  overview: Overview;
  columns: readonly PortfolioColumn[];
  onBuyMore: (holding: Holding) => void;
  onSell: (holding: Holding) => void;
};

/** The company stays at the start edge while the figures scroll. */
const stickyStart = { position: 'sticky', insetInlineStart: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

/**
 * The row's actions stay at the end edge, whatever the number of columns; a shadow on their start
 * side says more figures scroll beneath (left of them in English, right of them in Arabic).
 */
const stickyEnd = (theme: Theme) =>
  ({
    position: 'sticky',
    insetInlineEnd: 0,
    bgcolor: 'background.paper',
    zIndex: 1,
    textAlign: 'end',
    whiteSpace: 'nowrap',
    boxShadow: `${theme.direction === 'rtl' ? 6 : -6}px 0 6px -6px ${theme.palette.mode === 'dark' ? 'rgba(0,0,0,0.8)' : 'rgba(0,0,0,0.25)'}`,
  }) as const;

/** Numbers line up on the end edge in both directions. */
const numeric = { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** One row per holding, the chosen columns, a totals row (spec §2). */
export function HoldingsTable({ overview, columns, onBuyMore, onSell }: HoldingsTableProps) {
  const { t } = useTranslation('portfolios');
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('title')}
        sx={{ minWidth: 480 + columns.length * 110, '& td, & th': { px: 1.5 }, ...holdingNameSx }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={stickyStart}>{t('columns.company')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column} sx={columnDefinitions[column].kind === 'text' ? undefined : numeric}>
                {t(`columns.keys.${column}`)}
              </TableCell>
            ))}
            <TableCell sx={stickyEnd}>{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {overview.stocks.map((holding) => (
            <TableRow key={holding.stock_guid} hover data-testid="holding-row">
              <TableCell sx={stickyStart}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 160 }}>
                  <HoldingName stock={holding.stock} />
                </Box>
              </TableCell>
              {columns.map((column) => {
                const definition = columnDefinitions[column];
                return (
                  <TableCell key={column} sx={definition.kind === 'text' ? undefined : numeric}>
                    <Figure kind={definition.kind} value={definition.value(holding)} />
                  </TableCell>
                );
              })}
              <TableCell sx={stickyEnd} data-testid="holding-actions">
                <Tooltip title={t('columns.buyMore')}>
                  <IconButton
                    size="small"
                    aria-label={`${t('columns.buyMore')}: ${holding.stock.short_name}`}
                    onClick={() => onBuyMore(holding)}
                  >
                    <AddShoppingCartIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('columns.sell')}>
                  <IconButton size="small" aria-label={`${t('columns.sell')}: ${holding.stock.short_name}`} onClick={() => onSell(holding)}>
                    <SellOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow
            data-testid="holdings-totals"
            sx={{
              '& td': {
                fontWeight: 700,
                color: 'text.primary',
                fontSize: '0.875rem',
                borderBottom: 0,
                borderTop: 2,
                borderColor: 'divider',
              },
            }}
          >
            <TableCell sx={stickyStart}>{t('columns.total')}</TableCell>
            {columns.map((column) => {
              const total = columnDefinitions[column].total;
              return (
                <TableCell key={column} sx={numeric}>
                  {total ? <Figure kind={columnDefinitions[column].kind} value={total(overview)} /> : null}
                </TableCell>
              );
            })}
            <TableCell sx={stickyEnd} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
