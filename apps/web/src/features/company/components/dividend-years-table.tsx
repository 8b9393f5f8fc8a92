import { dividendYearCounts, type DividendYear } from '@sahm/contracts/company';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { defaultYearCount, useKeyValues, type YearCount } from '../api/get-key-values.ts';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { Dash, NumberText, PercentText } from './figures.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';

type Row = { id: string; label: string; render: (year: DividendYear) => ReactNode };

/** A loss makes P/E meaningless: the page says "negative" rather than print a negative multiple (spec §5). */
function PriceToEarnings({ value }: { value: number | null }) {
  const { t } = useTranslation('company');
  if (value == null) return <Dash />;
  if (value < 0) return <>{t('dividends.years.negative')}</>;
  return <NumberText value={value} digits={2} />;
}

/** The table by year: dividends in total and by quarter, yield, EPS, price and P/E; 3, 5 or 10 years. */
export function DividendYearsTable({ stock }: { stock: { guid: string; short_name: string } }) {
  const { t } = useTranslation('company');
  const [count, setCount] = useState<YearCount>(defaultYearCount);
  const query = useKeyValues(stock.guid, count);
  const years = query.data ? [...query.data.items].sort((a, b) => a.year - b.year) : undefined;
  const amount = (value: number | null) => <NumberText value={value} digits={2} />;
  const rows: Row[] = [
    { id: 'total', label: t('dividends.years.rows.total'), render: (y) => amount(y.total_dividends) },
    { id: 'q1', label: t('dividends.years.rows.q1'), render: (y) => amount(y.dividends_q1) },
    { id: 'q2', label: t('dividends.years.rows.q2'), render: (y) => amount(y.dividends_q2) },
    { id: 'q3', label: t('dividends.years.rows.q3'), render: (y) => amount(y.dividends_q3) },
    { id: 'q4', label: t('dividends.years.rows.q4'), render: (y) => amount(y.dividends_q4) },
    { id: 'yield', label: t('dividends.years.rows.yield'), render: (y) => <PercentText value={y.dividend_yield} /> },
    { id: 'eps', label: t('dividends.years.rows.eps'), render: (y) => <NumberText value={y.earnings_per_share} digits={2} /> },
    { id: 'price', label: t('dividends.years.rows.price'), render: (y) => <NumberText value={y.market_price_per_share} digits={2} /> },
    { id: 'pe', label: t('dividends.years.rows.pe'), render: (y) => <PriceToEarnings value={y.price_to_earnings} /> },
  ];
  // Until the years come, as many columns as asked for, so the table keeps its width.
  const columns = years ?? Array.from({ length: count }, () => undefined);

  let body;
  if (query.isError && !years) body = <LoadFailed onRetry={() => void query.refetch()} />;
  else if (years && years.length === 0) body = <EmptyState title={t('dividends.years.empty')} />;
  else
    body = (
      <ScrollRegion label={t('dividends.years.tableLabel', { name: stock.short_name })}>
        <Table
          size="small"
          aria-label={t('dividends.years.tableLabel', { name: stock.short_name })}
          aria-busy={!years || query.isPlaceholderData}
        >
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('dividends.years.metric')}
              </TableCell>
              {columns.map((year, index) => (
                <TableCell key={year?.year ?? index} component="th" scope="col" align="right">
                  {year ? <Ltr>{year.year}</Ltr> : <Skeleton variant="text" sx={{ width: '3rem', display: 'inline-block' }} />}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover data-row={row.id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {row.label}
                </TableCell>
                {columns.map((year, index) => (
                  <TableCell key={year?.year ?? index} align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {year ? row.render(year) : <Skeleton variant="text" />}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    );

  return (
    <SectionPanel
      id="dividend-years"
      title={t('dividends.years.title')}
      flush
      actions={
        <Box role="group" aria-label={t('dividends.years.count')} sx={{ display: 'flex', gap: 1 }}>
          {dividendYearCounts.map((years) => (
            <Chip
              key={years}
              label={t('yearCount', { count: years })}
              clickable
              color={years === count ? 'primary' : 'default'}
              variant={years === count ? 'filled' : 'outlined'}
              aria-pressed={years === count}
              onClick={() => setCount(years)}
            />
          ))}
        </Box>
      }
    >
      {body}
    </SectionPanel>
  );
}
