import { marketPeriods, type Market, type MarketStatus } from '@sahm/contracts/markets';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBody } from '../../../shared/chart/chart-body.tsx';
import { PeriodTabs } from '../../../shared/chart/period-tabs.tsx';
import { axisModeOf, initialPeriod } from '../../../shared/chart/periods.ts';
import { useMarketPoints, type MarketPeriod } from '../api/get-market-points.ts';
import { indexChartPoints } from '../chart-points.ts';
import { IndexFigures } from './index-figures.tsx';
import { MarketStatusDot } from './market-status-dot.tsx';

type MarketChartPanelProps = {
  markets: readonly Market[] | undefined;
  market: Market | undefined;
  onMarketChange: (guid: string) => void;
  status: MarketStatus | undefined;
  statusSettled: boolean;
};

/** The home page's index chart: a market selector, Day to one year, and the open or closed dot on Day. */
export function MarketChartPanel({ markets, market, onMarketChange, status, statusSettled }: MarketChartPanelProps) {
  const { t } = useTranslation('markets');
  const [chosen, setChosen] = useState<MarketPeriod | null>(null);
  const period = chosen ?? initialPeriod(status, marketPeriods);
  const query = useMarketPoints(market?.guid, period, { enabled: statusSettled });
  const fresh = query.data?.period === period && !query.isPlaceholderData;
  const live = market?.today_live_points;
  // Drawn in a transition when the answer arrives: the render yields to the browser instead of
  // blocking it for the whole chart, which a phone feels as a frozen page.
  const items = useDeferredValue(fresh ? query.data?.items : undefined);
  // Redrawn only when the series or the live value changes (a redraw resets the reader's zoom).
  const points = useMemo(() => (items ? indexChartPoints(items, period, live ?? null) : undefined), [items, period, live]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="index-chart-title" sx={{ p: { xs: 1.5, md: 2 }, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography id="index-chart-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {market ? t('summary.index', { name: market.index_name }) : t('chart.title')}
          </Typography>
          {live && <IndexFigures points={live} size={{ xs: '1.375rem', md: '1.375rem' }} />}
          {/* The index's figures keep their line while the markets load, so the chart below stays put. */}
          {!market && <Skeleton variant="text" sx={{ fontSize: '1.375rem', width: '12rem' }} />}
        </Box>
        <TextField
          select
          size="small"
          label={t('chart.market')}
          value={market?.guid ?? ''}
          onChange={(event) => onMarketChange(event.target.value)}
          disabled={!markets}
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {(markets ?? []).map((option) => (
            <MenuItem key={option.guid} value={option.guid}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <PeriodTabs
        periods={marketPeriods}
        value={period}
        onChange={setChosen}
        label={t('chart.periods')}
        dayAdornment={<MarketStatusDot open={status?.is_market_open} />}
      />
      <Box sx={{ mt: 1 }}>
        <ChartBody
          points={points}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          mode={axisModeOf(period)}
          height={{ xs: 260, md: 480 }}
          label={market ? t('chart.label', { name: market.index_name }) : ''}
        />
      </Box>
    </Paper>
  );
}
