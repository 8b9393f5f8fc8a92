import { statisticsGroups } from '@sahm/contracts/financials';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { useStatistics } from '../api/get-statistics.ts';
import { useTooltips } from '../api/get-tooltips.ts';
import type { StatisticsFilter } from '../api/query-keys.ts';
import { DemoNote } from './demo-note.tsx';
import { IndicatorSelect } from './indicator-select.tsx';
import { PeriodTabs } from './period-tabs.tsx';
import { StatisticsTable } from './statistics-table.tsx';

const filters: readonly StatisticsFilter[] = ['ANNUALS', 'QUARTERS'];

/** The statistics tab: the stored indicators by group, annual or quarterly, narrowed to the chosen ones. */
export function Statistics({ stock }: { stock: { guid: string; short_name: string } }) {
  const { t } = useTranslation('financials');
  const [filter, setFilter] = useState<StatisticsFilter>('ANNUALS');
  const [chosen, setChosen] = useState<string[]>([]);
  const query = useStatistics(stock.guid, filter);
  const help = useTooltips().data;
  // Another period's answer is drawn in a transition: the tables' render yields to the browser.
  const data = useDeferredValue(query.data);

  let body;
  if (query.isError && !data) body = <LoadFailed onRetry={() => void query.refetch()} />;
  else if (!data) body = <Skeleton variant="rounded" sx={{ height: 320 }} />;
  else if (data.indicators.length === 0) body = <EmptyState title={t('statistics.empty')} />;
  else {
    const shown = chosen.length ? data.indicators.filter((indicator) => chosen.includes(indicator.key)) : data.indicators;
    body = statisticsGroups.map((group) => {
      const rows = shown.filter((indicator) => indicator.statistics_group === group);
      if (rows.length === 0) return null;
      const title = t(`statistics.groups.${group}`);
      return (
        <SectionPanel key={group} id={`statistics-${group}`} title={title} flush>
          <Box aria-busy={query.isPlaceholderData}>
            <StatisticsTable
              label={t('statistics.tableLabel', { group: title, name: stock.short_name })}
              indicators={rows}
              columns={data.columns}
              current={data.current}
              help={help}
            />
          </Box>
        </SectionPanel>
      );
    });
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <PeriodTabs filters={filters} value={filter} onChange={setFilter} labels="statistics.periods" />
      {data?.is_demo && <DemoNote />}
      {data && data.indicators.length > 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
          <IndicatorSelect indicators={data.indicators} value={chosen} onChange={setChosen} />
        </Paper>
      )}
      {body}
    </Box>
  );
}
