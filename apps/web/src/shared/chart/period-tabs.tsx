import type { Period } from '@sahm/contracts/markets';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabStrip } from '../ui/tab-strip.tsx';

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
    <TabStrip
      dense
      value={value}
      onChange={onChange}
      label={label}
      tabs={periods.map((period) => ({
        value: period,
        label:
          period === 'day' && dayAdornment ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              {dayAdornment}
              {name(period)}
            </Box>
          ) : (
            name(period)
          ),
      }))}
    />
  );
}
