import Box from '@mui/material/Box';
import { DividendCalendar } from './dividend-calendar.tsx';
import { DividendChart } from './dividend-chart.tsx';
import { DividendInfo } from './dividend-info.tsx';
import { DividendYearsTable } from './dividend-years-table.tsx';

/** The dividends tab: the chart beside the summary, then the table by year and the calendar. */
export function Dividends({ stock }: { stock: { guid: string; short_name: string } }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <DividendChart stock={stock} />
        <DividendInfo stock={stock} />
      </Box>
      <DividendYearsTable stock={stock} />
      <DividendCalendar stock={stock} />
    </Box>
  );
}
