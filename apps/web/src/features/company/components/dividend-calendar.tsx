import type { Dividend } from '@sahm/contracts/company';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { useDividends } from '../api/get-dividends.ts';
import type { DueDateRange } from '../api/query-keys.ts';
import { usePaging } from '../hooks/use-paging.ts';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { Dash, PercentText, SarText } from './figures.tsx';
import { PagedTable, type Column } from './paged-table.tsx';

const noRange: DueDateRange = {};

/** The distributions, newest due date first, searchable by a due-date range (either end may stay open). */
export function DividendCalendar({ stock }: { stock: { guid: string; short_name: string } }) {
  const { t } = useTranslation('company');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [range, setRange] = useState<DueDateRange>(noRange);
  const paging = usePaging();
  const query = useDividends(stock.guid, range, paging.params);
  const invalid = Boolean(from && to && to < from);
  const searching = Boolean(range.due_date_from || range.due_date_to);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    setRange({ ...(from ? { due_date_from: from } : {}), ...(to ? { due_date_to: to } : {}) });
    paging.reset();
  };
  const reset = () => {
    setFrom('');
    setTo('');
    setRange(noRange);
    paging.reset();
  };

  const columns: Column<Dividend>[] = [
    { id: 'announced', label: t('dividends.calendar.columns.announcementDate'), render: (row) => <DateText value={row.date} /> },
    { id: 'due', label: t('dividends.calendar.columns.dueDate'), render: (row) => <DateText value={row.due_date} /> },
    {
      id: 'distributed',
      label: t('dividends.calendar.columns.distributionDate'),
      render: (row) => (row.distribution_date ? <DateText value={row.distribution_date} /> : <Dash />),
    },
    { id: 'amount', label: t('dividends.calendar.columns.amount'), numeric: true, render: (row) => <SarText value={row.amount} /> },
    { id: 'period', label: t('dividends.calendar.columns.period'), render: (row) => `${t(`dividends.periods.${row.period}`)} ${row.year}` },
    { id: 'way', label: t('dividends.calendar.columns.way'), render: (row) => t(`dividends.ways.${row.distribution_way}`) },
    { id: 'yield', label: t('dividends.calendar.columns.yield'), numeric: true, render: (row) => <PercentText value={row.yield} /> },
  ];
  const dateField = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <TextField
      id={id}
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={id === 'dividends-to' && invalid}
      sx={{ flex: { xs: '1 1 100%', sm: '0 1 200px' } }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', 'data-testid': id } }}
    />
  );

  return (
    <SectionPanel id="dividend-calendar" title={t('dividends.calendar.title')} flush>
      <Box
        component="form"
        role="search"
        aria-label={t('dividends.calendar.title')}
        onSubmit={search}
        noValidate
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', px: { xs: 1.5, md: 2 }, pb: 1.5 }}
      >
        {dateField('dividends-from', t('dividends.calendar.from'), from, setFrom)}
        {dateField('dividends-to', t('dividends.calendar.to'), to, setTo)}
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={invalid}>
          {t('dividends.calendar.search')}
        </Button>
        <Button type="button" variant="outlined" onClick={reset} disabled={!searching && !from && !to}>
          {t('dividends.calendar.reset')}
        </Button>
        {invalid && (
          <Box role="alert" sx={{ flexBasis: '100%', color: 'error.main', typography: 'caption' }}>
            {t('dividends.calendar.invalidRange')}
          </Box>
        )}
      </Box>
      <PagedTable
        label={t('dividends.calendar.tableLabel', { name: stock.short_name })}
        columns={columns}
        query={query}
        rowKey={(row) => row.guid}
        paging={paging}
        empty={{ title: t(searching ? 'dividends.calendar.noneInRange' : 'dividends.calendar.empty') }}
        minWidth={820}
      />
    </SectionPanel>
  );
}
