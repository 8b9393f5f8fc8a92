import type { Period } from '@sahm/contracts/markets';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PeriodTabsProps<P extends Period> = {
  periods: readonly P[];
  value: P;
  onChange: (period: P) => void;
  label: string;
  /** Shown beside the Day tab (the market's open or closed dot). */
  dayAdornment?: ReactNode;
};

/** The time frames of a chart, as a compact tab row that scrolls on phones. */
export function PeriodTabs<P extends Period>({ periods, value, onChange, label, dayAdornment }: PeriodTabsProps<P>) {
  const { t } = useTranslation('common');
  const name = (period: Period) => t(`periods.${period}`);
  return (
    <Tabs
      value={value}
      onChange={(_, next: P) => onChange(next)}
      aria-label={label}
      variant="scrollable"
      scrollButtons={false}
      sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, minWidth: 0, px: { xs: 1, sm: 1.5 }, py: 0.5, fontSize: '0.8125rem' } }}
    >
      {periods.map((period) => (
        <Tab
          key={period}
          value={period}
          label={
            period === 'day' && dayAdornment ? (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                {dayAdornment}
                {name(period)}
              </Box>
            ) : (
              name(period)
            )
          }
        />
      ))}
    </Tabs>
  );
}
