import type { PeriodFilter } from '@sahm/contracts/financials';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { TabStrip } from '../../../shared/ui/tab-strip.tsx';

type PeriodTabsProps<F extends PeriodFilter> = {
  filters: readonly F[];
  value: F;
  onChange: (filter: F) => void;
  /** Where the labels live: the statements' three filters or the statistics' two. */
  labels: 'periods' | 'statistics.periods';
};

/** Annual, bi-annual, quarterly: the filter every table and chart of the tab follows. */
export function PeriodTabs<F extends PeriodFilter>({ filters, value, onChange, labels }: PeriodTabsProps<F>) {
  const { t } = useTranslation('financials');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TabStrip
        label={t('periods.label')}
        value={value}
        onChange={onChange}
        tabs={filters.map((filter) => ({ value: filter, label: t(`${labels}.${filter}` as 'periods.ANNUALS') }))}
      />
    </Paper>
  );
}
