import type { Holding, Portfolio } from '@sahm/contracts/portfolio';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCartOutlined';
import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ExportMenu } from '../../../shared/ui/export-menu.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { portfolioExportPath } from '../api/export-table.ts';
import { usePortfolioChart } from '../api/get-chart.ts';
import { useOverview } from '../api/get-overview.ts';
import { usePerformance } from '../api/get-performance.ts';
import { useFavoriteColumns } from '../api/favorite-columns.ts';
import { orderColumns } from '../columns.ts';
import { CashEditor, CashPending } from './cash-editor.tsx';
import { ColumnChooser } from './column-chooser.tsx';
import { DistributionChart } from './distribution-chart.tsx';
import { ImportButton } from './import-button.tsx';
import { HoldingsCards } from './holdings-cards.tsx';
import { HoldingsTable } from './holdings-table.tsx';
import { PerformanceSummary } from './performance-summary.tsx';
import { useDeferredValue } from 'react';
import { useDrawnAfterFirstPaint } from '../../../shared/hooks/use-drawn-after-first-paint.ts';

type DataPanelProps = {
  portfolio: Portfolio;
  /** Refetch period while the market trades and no live stream serves the portfolio. */
  refetchInterval: number | false;
  onBuy: (holding?: Holding) => void;
  onSell: (holding: Holding) => void;
};

/** The data panel: count, cash, buy, columns, holdings with totals, summary and the doughnut (spec §2). */
export function DataPanel({ portfolio, refetchInterval, onBuy, onSell }: DataPanelProps) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const overview = useOverview(portfolio.guid, refetchInterval);
  const performance = usePerformance(portfolio.guid, refetchInterval);
  const chart = usePortfolioChart(portfolio.guid, refetchInterval);
  const favoriteColumns = useFavoriteColumns();
  const columns = orderColumns(favoriteColumns.data?.tags);
  // The holdings are drawn in a transition when they arrive (in slices, not one long task on a phone).
  const data = useDeferredValue(overview.data);
  // On a phone the holdings start below the first screen: drawn in a render of their own right
  // after the page's first (with the summary and the doughnut, which would otherwise move), even
  // when their figures are already there. The count and the cash above them come at once.
  const drawn = useDrawnAfterFirstPaint(data);
  const count = data?.stocks.length ?? portfolio.number_of_stocks;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  if (overview.isError && !overview.data) return <LoadFailed onRetry={() => void overview.refetch()} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="stocks-count">
            {t('panel.stocksCount', { count, formatted: formatNumber(count, locale) })}
          </Typography>
          {data ? <CashEditor overview={data} /> : <CashPending />}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ColumnChooser columns={columns} />
          <ExportMenu path={portfolioExportPath(portfolio.guid, 'holdings')} fileName="sahm-holdings" testId="export-holdings" />
          <ImportButton guid={portfolio.guid} />
          <Button variant="contained" startIcon={<AddShoppingCartIcon />} onClick={() => onBuy()}>
            {t('panel.buy')}
          </Button>
        </Box>
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 }, minWidth: 0 }}>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            {!drawn ? (
              <Box sx={{ p: 2 }}>
                {Array.from({ length: 4 }, (_, index) => (
                  <Skeleton key={index} height={40} />
                ))}
              </Box>
            ) : drawn.stocks.length === 0 ? (
              <EmptyState
                icon={<InventoryOutlinedIcon />}
                title={t('panel.empty')}
                description={t('panel.emptyText')}
                action={
                  <Button variant="contained" onClick={() => onBuy()}>
                    {t('panel.addStock')}
                  </Button>
                }
              />
            ) : phone ? (
              <HoldingsCards overview={drawn} columns={columns} onBuyMore={onBuy} onSell={onSell} />
            ) : (
              <HoldingsTable overview={drawn} columns={columns} onBuyMore={onBuy} onSell={onSell} />
            )}
          </Paper>
          {/* Below the holdings, these come with them: drawn earlier, the holdings' arrival would push them down. */}
          {drawn && <PerformanceSummary performance={performance.data} />}
        </Box>
        {drawn && <DistributionChart chart={chart.data} />}
      </Box>
    </Box>
  );
}
