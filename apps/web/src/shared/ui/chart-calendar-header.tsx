import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ViewToggle } from './view-toggle.tsx';

export type ChartOrCalendar = 'chart' | 'calendar';

type ChartCalendarHeaderProps = {
  titleId: string;
  title: string;
  view: ChartOrCalendar;
  onViewChange: (view: ChartOrCalendar) => void;
  labels: { view: string; chart: string; calendar: string };
};

/** A performance section's title with its chart or calendar switch. */
export function ChartCalendarHeader({ titleId, title, view, onViewChange, labels }: ChartCalendarHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', p: { xs: 1.5, md: 2 }, pb: 1 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
        {title}
      </Typography>
      <ViewToggle
        value={view}
        onChange={onViewChange}
        label={labels.view}
        options={[
          { value: 'chart', label: labels.chart, icon: <ShowChartIcon fontSize="small" /> },
          { value: 'calendar', label: labels.calendar, icon: <CalendarMonthIcon fontSize="small" /> },
        ]}
      />
    </Box>
  );
}
