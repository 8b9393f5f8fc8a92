import { DateText } from '../../../shared/ui/date-text.tsx';
import type { PricePoint } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBody } from '../../../shared/chart/chart-body.tsx';
import { PeriodTabs } from '../../../shared/chart/period-tabs.tsx';
import { axisModeOf } from '../../../shared/chart/periods.ts';
import { useClientPages } from '../../../shared/hooks/use-client-pages.ts';
import { useStockTick } from '../../../shared/live/tick-store.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { ChartCalendarHeader, type ChartOrCalendar } from '../../../shared/ui/chart-calendar-header.tsx';
import { useStockPoints, type StockPeriod } from '../api/get-stock-points.ts';
import { priceChartPoints } from '../chart-points.ts';
import { QuoteFigure } from './quote-figure.tsx';

const performancePeriods = ['week', 'month', 'three_months', 'year', 'three_years', 'five_years'] as const satisfies readonly StockPeriod[];

function SessionsTable({ sessions, label }: { sessions: readonly PricePoint[]; label: string }) {
  const { t } = useTranslation('stocks');
  const pages = useClientPages([...sessions].reverse());
  if (sessions.length === 0) return <EmptyState title={t('performance.noSessions')} />;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label} sx={{ minWidth: 620 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('performance.date')}</TableCell>
              <TableCell align="right">{t('performance.close')}</TableCell>
              <TableCell align="right">{t('performance.change')}</TableCell>
              <TableCell align="right">{t('performance.changeRatio')}</TableCell>
              <TableCell align="right">{t('performance.volume')}</TableCell>
              <TableCell align="right">{t('performance.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pages.rows.map((session) => (
              <TableRow key={session.trade_date} hover sx={{ '& td': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } }}>
                <TableCell>
                  <DateText value={session.trade_date} />
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  <QuoteFigure value={session.close} format="price" />
                </TableCell>
                <TableCell align="right">
                  <ChangeText value={session.change_value} kind="value" />
                </TableCell>
                <TableCell align="right">
                  <ChangeText value={session.change_ratio} kind="ratio" />
                </TableCell>
                <TableCell align="right">
                  <QuoteFigure value={session.trade_volume} format="compact" />
                </TableCell>
                <TableCell align="right">
                  <QuoteFigure value={session.trade_value} format="compact" />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination {...pages.pagination} />
    </>
  );
}

/** The performance tab: a candle chart or a calendar of sessions, over a week to five years. */
export function StockPerformance({ stock }: { stock: { guid: string; short_name: string } }) {
  const { t } = useTranslation('stocks');
  const [view, setView] = useState<ChartOrCalendar>('chart');
  const [period, setPeriod] = useState<StockPeriod>('year');
  const query = useStockPoints(stock.guid, period);
  const items = query.data?.period === period ? query.data.items : undefined;
  const tick = useStockTick(stock.guid);
  const points = useMemo(() => (items ? priceChartPoints(items, period, tick) : undefined), [items, period, tick]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="performance-title" sx={{ overflow: 'hidden' }}>
      <ChartCalendarHeader
        titleId="performance-title"
        title={t('performance.title')}
        view={view}
        onViewChange={setView}
        labels={{ view: t('performance.view'), chart: t('performance.chart'), calendar: t('performance.calendar') }}
      />
      <Box sx={{ px: { xs: 1, md: 2 } }}>
        <PeriodTabs
          periods={performancePeriods}
          value={period as (typeof performancePeriods)[number]}
          onChange={setPeriod}
          label={t('detail.periods')}
        />
      </Box>
      <Box sx={{ p: view === 'chart' ? { xs: 1.5, md: 2 } : 0, pt: 1 }}>
        {view === 'chart' ? (
          <ChartBody
            points={points}
            isError={query.isError}
            onRetry={() => void query.refetch()}
            mode={axisModeOf(period)}
            kind="candles"
            height={{ xs: 280, md: 448 }}
            label={t('performance.chartLabel', { name: stock.short_name })}
          />
        ) : items ? (
          <SessionsTable key={period} sessions={items} label={t('performance.calendarLabel', { name: stock.short_name })} />
        ) : (
          <ChartBody points={undefined} isError={query.isError} onRetry={() => void query.refetch()} mode="day" height={320} label="" />
        )}
      </Box>
    </Paper>
  );
}
