import Box from '@mui/material/Box';
import { StockKeyFigures } from '../../../features/stocks/components/stock-key-figures.tsx';
import { StockPerformance } from '../../../features/stocks/components/stock-performance.tsx';
import { StockPriceChart } from '../../../features/stocks/components/stock-price-chart.tsx';
import { GatedContent } from '../../../shared/ui/gated-content.tsx';
import { paths } from '../../paths.ts';
import { useSignInTarget } from '../use-sign-in-prompt.ts';
import { useStockPage } from './stock.tsx';

/** The overview tab: the price chart and the basic values and changes. */
export function StockOverviewRoute() {
  const { stock, status, statusSettled } = useStockPage();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <StockPriceChart stock={stock} status={status} statusSettled={statusSettled} />
      <StockKeyFigures stock={stock} />
    </Box>
  );
}

/** The performance tab, for plans with CAN_VIEW_STOCK_PERFORMANCE. */
export function StockPerformanceRoute() {
  const { stock } = useStockPage();
  return (
    <GatedContent permission="CAN_VIEW_STOCK_PERFORMANCE" signInTo={useSignInTarget()} upgradeTo={paths.payment.href()}>
      <StockPerformance stock={stock} />
    </GatedContent>
  );
}
