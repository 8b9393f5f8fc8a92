import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartSkeleton } from '../../../shared/chart/chart.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ViewToggle } from '../../../shared/ui/view-toggle.tsx';
import { useFundPoints } from '../api/get-fund-points.ts';
import { FundCalendar } from './fund-calendar.tsx';
import { FundNavChart } from './fund-nav-chart.tsx';

type View = 'chart' | 'calendar';

function CalendarView({ fund }: { fund: { guid: string; name: string } }) {
  const { t } = useTranslation(['funds', 'common']);
  // The calendar covers five years (spec §2).
  const query = useFundPoints(fund.guid, 'five_years');
  if (query.data?.period === 'five_years') return <FundCalendar points={query.data.items} label={t('calendar.label', { name: fund.name })} />;
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
  const [view, setView] = useState<View>('chart');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="fund-performance-title" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', p: { xs: 1.5, md: 2 }, pb: 1 }}>
        <Typography id="fund-performance-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
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
