import { benchmarkPeriods, type BenchmarkPeriod, type PortfolioBenchmark } from '@sahm/contracts/portfolio-returns';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateToChartTime } from '../../../shared/chart/axis-labels.ts';
import { Chart } from '../../../shared/chart/chart.tsx';
import type { AxisMode } from '../../../shared/chart/periods.ts';
import { formatSar } from '../../../shared/format/money.ts';
import { formatTradeDate } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { TabStrip } from '../../../shared/ui/tab-strip.tsx';
import { useBenchmark } from '../api/get-benchmark.ts';
import { ReturnsExplainer } from './returns-explainer.tsx';
import { ReturnsFigures } from './returns-figures.tsx';

const CHART_HEIGHT = { xs: 260, md: 360 };

/** Months on the axis from three months to a year, years beyond, days below; the open-ended periods by their length. */
function axisMode(data: PortfolioBenchmark | undefined): AxisMode {
  if (!data?.from || !data.to) return 'day';
  const days = (dateToChartTime(data.to) - dateToChartTime(data.from)) / 86_400;
  return days > 2 * 366 ? 'year' : days > 45 ? 'month' : 'day';
}

/** The line colours: the portfolio's area takes the chart's trend colour (up or down over the period). */
function Legend({ rising }: { rising: boolean }) {
  const { t } = useTranslation('portfolios');
  const swatch = (dashed: boolean, color: string) => (
    <Box component="span" aria-hidden sx={{ width: 24, borderTop: 3, borderTopStyle: dashed ? 'dashed' : 'solid', borderColor: color }} />
  );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
      <Typography variant="caption" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        {swatch(false, rising ? 'success.main' : 'error.main')}
        {t('returns.chart.portfolio')}
      </Typography>
      <Typography variant="caption" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        {swatch(true, 'text.secondary')}
        {t('returns.chart.tasi')}
      </Typography>
    </Box>
  );
}

/** The portfolio against TASI: a period switch, the two returns and TASI's, both lines rebased to 100, and what the returns mean. */
export function ReturnsPage({ guid }: { guid: string }) {
  const { t } = useTranslation(['portfolios', 'common']);
  const locale = useLocale();
  const [period, setPeriod] = useState<BenchmarkPeriod>('year');
  const query = useBenchmark(guid, period);
  const data = query.data;
  const waiting = query.isPlaceholderData || (!data && query.isPending);
  const series = useMemo(
    () =>
      data && {
        portfolio: data.items.map((p) => ({ time: dateToChartTime(p.trade_date), value: p.portfolio })),
        tasi: data.items.map((p) => ({ time: dateToChartTime(p.trade_date), value: p.tasi })),
      },
    [data],
  );
  const money = (value: string) => <bdi>{formatSar(value, locale)}</bdi>;

  let chart;
  if (!data && query.isError) {
    chart = (
      <Box sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
        <Box>
          <Typography sx={{ mb: 1 }}>{t('common:errors.loadFailed')}</Typography>
          <Button variant="outlined" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Box>
      </Box>
    );
  } else if (!data || !series) {
    chart = <Skeleton variant="rounded" sx={{ height: CHART_HEIGHT }} />;
  } else if (series.portfolio.length === 0) {
    const reason = data.time_weighted.reason ?? 'no_value';
    chart = (
      <Box role="status" sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center', textAlign: 'center', color: 'text.secondary' }}>
        <Typography>{t(`returns.gaps.${reason}`)}</Typography>
      </Box>
    );
  } else {
    chart = (
      <Chart
        points={series.portfolio}
        comparison={series.tasi}
        mode={axisMode(data)}
        height={CHART_HEIGHT}
        label={t('returns.chart.label', { from: data.from && formatTradeDate(data.from, locale) })}
      />
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <TabStrip
        dense
        value={period}
        onChange={setPeriod}
        label={t('returns.periodsLabel')}
        tabs={benchmarkPeriods.map((p) => ({ value: p, label: t(`returns.periods.${p}`) }))}
      />
      <Box
        aria-busy={waiting}
        sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 }, opacity: waiting && data ? 0.6 : 1 }}
      >
        <ReturnsFigures data={data} />
        <Paper variant="outlined" component="section" aria-labelledby="returns-chart-title" sx={{ p: { xs: 1.5, md: 2 } }}>
          <Typography id="returns-chart-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('returns.chart.title')}
          </Typography>
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ mb: 1, minHeight: { xs: '3em', md: '1.5em' } }}
            data-testid="returns-range"
          >
            {data?.from && data.to
              ? t('returns.range', { from: formatTradeDate(data.from, locale), to: formatTradeDate(data.to, locale) })
              : null}
          </Typography>
          {chart}
          <Legend rising={(data?.items.at(-1)?.portfolio ?? 100) >= (data?.items[0]?.portfolio ?? 100)} />
          <Box
            component="dl"
            // Three columns from md: on a phone (sm starts at 409 px) a sum in the hundreds of thousands
            // outgrew its third of the card, so there each figure is a line of its own, label and value.
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 1, mt: 1.5, mb: 0 }}
          >
            {(
              [
                ['startValue', data?.start_value],
                ['endValue', data?.end_value],
                ['netFlows', data?.net_flows],
              ] as const
            ).map(([key, value]) => (
              <Box
                key={key}
                sx={{ minWidth: 0, display: { xs: 'flex', md: 'block' }, justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}
              >
                <Typography component="dt" variant="caption" color="textSecondary">
                  {t(`returns.${key}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {value === undefined ? <Skeleton width={100} /> : money(value)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      </Box>
      <ReturnsExplainer />
    </Box>
  );
}
