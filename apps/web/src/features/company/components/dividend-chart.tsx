import { DIVIDEND_CHART_FIRST_YEAR } from '@sahm/contracts/company';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme, type Theme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { ViewToggle } from '../../../shared/ui/view-toggle.tsx';
import { useDividendChart } from '../api/get-dividend-chart.ts';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { chartSeries } from '../dividend-chart-series.ts';

// The general chart library comes with the first dividend chart on screen, never with the tab's own code.
const DividendBars = lazy(() => import('./dividend-bars.tsx'));

const height = { xs: 240, md: 300 };
type Grouping = 'year' | 'quarter';

const quarterColors = (theme: Theme) => [
  theme.palette.primary.main,
  theme.palette.info.main,
  theme.palette.success.main,
  theme.palette.warning.main,
];

/** Cash dividends per share since 2018, by year or by quarter. */
export function DividendChart({ stock }: { stock: { guid: string; short_name: string } }) {
  const { t } = useTranslation('company');
  const locale = useLocale();
  const theme = useTheme();
  const [grouping, setGrouping] = useState<Grouping>('year');
  const query = useDividendChart(stock.guid, grouping === 'quarter');
  const data = query.data;
  const year = DIVIDEND_CHART_FIRST_YEAR;
  const chart = data
    ? chartSeries(
        data,
        (quarter) => (quarter ? t('dividends.chart.quarter', { quarter }) : t('dividends.chart.total')),
        quarterColors(theme),
      )
    : undefined;

  let body;
  if (query.isError && !data) body = <LoadFailed onRetry={() => void query.refetch()} />;
  else if (chart && chart.labels.length === 0) body = <EmptyState title={t('dividends.chart.empty', { year })} />;
  else
    body = (
      // Time runs left to right in both languages: the chart keeps its own direction.
      <Box
        role="img"
        aria-label={t('dividends.chart.label', { name: stock.short_name, year })}
        dir="ltr"
        sx={{ height, position: 'relative' }}
      >
        {chart ? (
          <Suspense fallback={<Skeleton variant="rounded" sx={{ height: '100%' }} />}>
            <DividendBars labels={chart.labels} series={chart.series} formatValue={(value) => formatNumber(value, locale, 2)} />
          </Suspense>
        ) : (
          <Skeleton variant="rounded" sx={{ height: '100%' }} />
        )}
      </Box>
    );

  return (
    <SectionPanel
      id="dividend-chart"
      title={t('dividends.chart.title', { year })}
      actions={
        <ViewToggle
          value={grouping}
          label={t('dividends.chart.view')}
          onChange={setGrouping}
          options={[
            { value: 'year', label: t('dividends.chart.byYear'), icon: null },
            { value: 'quarter', label: t('dividends.chart.byQuarter'), icon: null },
          ]}
        />
      }
    >
      {body}
    </SectionPanel>
  );
}
