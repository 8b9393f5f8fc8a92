import type { PricePoint } from '@sahm/contracts/stocks';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBody } from '../../../shared/chart/chart-body.tsx';
import { PeriodTabs } from '../../../shared/chart/period-tabs.tsx';
import { axisModeOf } from '../../../shared/chart/periods.ts';
import { formatTradeDate } from '../../../shared/format/dates.ts';
import type { PageSize } from '../../../shared/hooks/use-list-params.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { ViewToggle } from '../../../shared/ui/view-toggle.tsx';
import { useStockPoints, type StockPeriod } from '../api/get-stock-points.ts';
import { priceChartPoints } from '../chart-points.ts';
import { QuoteFigure } from './quote-figure.tsx';

const performancePeriods = ['week', 'month', 'three_months', 'year', 'three_years', 'five_years'] as const satisfies readonly StockPeriod[];
type View = 'chart' | 'calendar';

function SessionsTable({ sessions, label }: { sessions: readonly PricePoint[]; label: string }) {
  const { t } = useTranslation('stocks');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<PageSize>(25);
  const newestFirst = [...sessions].reverse();
  const rows = newestFirst.slice((page - 1) * size, page * size);
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
            {rows.map((session) => (
              <TableRow key={session.trade_date} hover sx={{ '& td': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } }}>
                <TableCell>{formatTradeDate(session.trade_date, locale)}</TableCell>
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
      <ListPagination
        total={sessions.length}
        page={page}
        size={size}
        onPageChange={setPage}
        onSizeChange={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
    </>
  );
}

/** The performance tab: a candle chart or a calendar of sessions, over a week to five years. */
export function StockPerformance({ stock }: { stock: { guid: string; short_name: string } }) {
  const { t } = useTranslation('stocks');
  const [view, setView] = useState<View>('chart');
  const [period, setPeriod] = useState<StockPeriod>('year');
  const query = useStockPoints(stock.guid, period);
  const items = query.data?.period === period ? query.data.items : undefined;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="performance-title" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', p: { xs: 1.5, md: 2 }, pb: 1 }}>
        <Typography id="performance-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {t('performance.title')}
        </Typography>
        <ViewToggle
          value={view}
          onChange={setView}
          label={t('performance.view')}
          options={[
            { value: 'chart', label: t('performance.chart'), icon: <ShowChartIcon fontSize="small" /> },
            { value: 'calendar', label: t('performance.calendar'), icon: <CalendarMonthIcon fontSize="small" /> },
          ]}
        />
      </Box>
      <Box sx={{ px: { xs: 1, md: 2 } }}>
        <PeriodTabs periods={performancePeriods} value={period as (typeof performancePeriods)[number]} onChange={setPeriod} label={t('detail.periods')} />
      </Box>
      <Box sx={{ p: view === 'chart' ? { xs: 1.5, md: 2 } : 0, pt: 1 }}>
        {view === 'chart' ? (
          <ChartBody
            points={items ? priceChartPoints(items, period) : undefined}
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
