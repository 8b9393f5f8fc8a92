import { stockPeriods } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBody } from '../../../shared/chart/chart-body.tsx';
import { PeriodTabs } from '../../../shared/chart/period-tabs.tsx';
import { axisModeOf, initialPeriod, type SessionStatus } from '../../../shared/chart/periods.ts';
import { useStockTick } from '../../../shared/live/tick-store.ts';
import { useStockPoints, type StockPeriod } from '../api/get-stock-points.ts';
import { priceChartPoints } from '../chart-points.ts';

type StockPriceChartProps = {
  stock: { guid: string; short_name: string };
  /** The stock's market today; undefined while it loads (the chart waits for it: a holiday starts on Week). */
  status: SessionStatus;
  statusSettled: boolean;
};

/** The overview's price chart, day to five years; the day's frame follows the live price. */
export function StockPriceChart({ stock, status, statusSettled }: StockPriceChartProps) {
  const { t } = useTranslation('stocks');
  const [chosen, setChosen] = useState<StockPeriod | null>(null);
  const period = chosen ?? initialPeriod(status, stockPeriods);
  const query = useStockPoints(stock.guid, period, { enabled: statusSettled });
  const tick = useStockTick(stock.guid);
  const items = query.data?.period === period ? query.data.items : undefined;
  // Redrawn only when the series or the tick changes (a redraw resets the reader's zoom).
  const points = useMemo(() => (items ? priceChartPoints(items, period, tick) : undefined), [items, period, tick]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="price-chart-title" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="price-chart-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {t('detail.priceChart')}
        </Typography>
        <PeriodTabs periods={stockPeriods} value={period} onChange={setChosen} label={t('detail.periods')} />
      </Box>
      <ChartBody
        points={points}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        mode={axisModeOf(period)}
        height={{ xs: 280, md: 448 }}
        label={t('detail.priceChartLabel', { name: stock.short_name })}
      />
    </Paper>
  );
}
