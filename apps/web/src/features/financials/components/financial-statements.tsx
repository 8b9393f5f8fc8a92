import { periodFilters, type PeriodFilter } from '@sahm/contracts/financials';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { useFinancialStatements } from '../api/get-financial-statements.ts';
import { DemoNote } from './demo-note.tsx';
import { LatestResults } from './latest-results.tsx';
import { PeriodTabs } from './period-tabs.tsx';
import { ReportFiles } from './report-files.tsx';
import { statementOrder } from './statement-order.ts';
import { StatementTable } from './statement-table.tsx';

// The item picker (a searchable list) and its chart come after the tab's first paint.
const ComparisonChart = lazy(() => import('./comparison-chart.tsx').then((module) => ({ default: module.ComparisonChart })));
const comparisonPlaceholder = <Skeleton variant="rounded" sx={{ height: 160 }} />;

type Stock = { guid: string; short_name: string; symbol_code: string };

/**
 * The financial statements tab: one period filter for the tables, chart and files on it; the
 * latest results, the comparison chart, the income statement, financial position and cash flows,
 * then the period's report files.
 */
export function FinancialStatements({ stock }: { stock: Stock }) {
  const { t } = useTranslation('financials');
  const [filter, setFilter] = useState<PeriodFilter>('ANNUALS');
  const query = useFinancialStatements(stock.guid, filter);
  // Another period's answer is drawn in a transition: the tables' render yields to the browser.
  const data = useDeferredValue(query.data);

  let statements;
  if (query.isError && !data) statements = <LoadFailed onRetry={() => void query.refetch()} />;
  else if (data && data.columns.length === 0) statements = <EmptyState title={t('statements.empty')} />;
  else
    statements = (
      <>
        {data ? (
          <Suspense fallback={comparisonPlaceholder}>
            {/* A new stock or period starts the comparison afresh. */}
            <ComparisonChart key={`${stock.guid}|${filter}`} statements={data} />
          </Suspense>
        ) : (
          comparisonPlaceholder
        )}
        {statementOrder.map((statement) => {
          const title = t(`statements.${statement}`);
          return (
            <SectionPanel
              key={statement}
              id={`statement-${statement}`}
              title={title}
              flush
              actions={
                <Typography variant="caption" color="textSecondary">
                  {t('units.sar_millions')}
                </Typography>
              }
            >
              {data ? (
                <Box aria-busy={query.isPlaceholderData}>
                  <StatementTable
                    key={stock.guid}
                    label={t('statements.tableLabel', { statement: title, name: stock.short_name })}
                    entries={data[statement]}
                    columns={data.columns}
                  />
                </Box>
              ) : (
                <Skeleton variant="rectangular" sx={{ height: 240 }} />
              )}
            </SectionPanel>
          );
        })}
      </>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      {/* Above the latest results, which show first: while the statements load, the note holds its place. */}
      {data ? data.is_demo && <DemoNote /> : !query.isError && <DemoNote held />}
      {/* Above the period filter: the latest results follow their own toggle. */}
      <LatestResults stock={stock} />
      <PeriodTabs filters={periodFilters} value={filter} onChange={setFilter} labels="periods" />
      {statements}
      {/* Another period starts its files at the first page. */}
      <ReportFiles key={filter} stock={stock} filter={filter} />
    </Box>
  );
}
