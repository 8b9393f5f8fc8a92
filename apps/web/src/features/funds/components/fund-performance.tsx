import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartSkeleton } from '../../../shared/chart/chart.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ChartCalendarHeader, type ChartOrCalendar } from '../../../shared/ui/chart-calendar-header.tsx';
import { useFundPoints } from '../api/get-fund-points.ts';
import { FundCalendar } from './fund-calendar.tsx';
import { FundNavChart } from './fund-nav-chart.tsx';

function CalendarView({ fund }: { fund: { guid: string; name: string } }) {
  const { t } = useTranslation(['funds', 'common']);
  // The calendar covers five years (spec §2).
  const query = useFundPoints(fund.guid, 'five_years');
  if (query.data?.period === 'five_years')
    return <FundCalendar points={query.data.items} label={t('calendar.label', { name: fund.name })} />;
  if (query.isError) return <EmptyState title={t('common:errors.loadFailed')} />;
  return (
    <Box sx={{ p: 2 }}>
      <ChartSkeleton height={320} />
    </Box>
  );
}

/** The performance tab: the NAV chart, or the calendar of valuations with its date search. */
export function FundPerformance({ fund }: { fund: { guid: string; name: string } }) {
  const { t } = useTranslation('funds');
  const [view, setView] = useState<ChartOrCalendar>('chart');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="fund-performance-title" sx={{ overflow: 'hidden' }}>
      <ChartCalendarHeader
        titleId="fund-performance-title"
        title={t('performance.title')}
        view={view}
        onViewChange={setView}
        labels={{ view: t('performance.view'), chart: t('performance.chart'), calendar: t('performance.calendar') }}
      />
      {view === 'chart' ? (
        <Box sx={{ p: { xs: 1.5, md: 2 }, pt: 0 }}>
          <FundNavChart fund={fund} />
        </Box>
      ) : (
        <CalendarView fund={fund} />
      )}
    </Paper>
  );
}
