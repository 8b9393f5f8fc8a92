import { DateText } from '../../../shared/ui/date-text.tsx';
import type { FundPoint } from '@sahm/contracts/funds';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatNumber } from '../../../shared/format/numbers.ts';
import { useClientPages } from '../../../shared/hooks/use-client-pages.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { parseSearchDate, valuationsOn } from '../date-search.ts';

type FundCalendarProps = { points: readonly FundPoint[]; label: string };

/** Five years of valuations, newest first, with a search for one exact date (YYYY-MM-DD) and a reset. */
export function FundCalendar({ points, label }: FundCalendarProps) {
  const { t } = useTranslation('funds');
  const locale = useLocale();
  const [draft, setDraft] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const newestFirst = [...points].reverse();
  const pages = useClientPages(newestFirst);
  const rows = searched ? valuationsOn(newestFirst, searched) : pages.rows;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const date = parseSearchDate(draft);
    setInvalid(!date);
    if (date) setSearched(date);
  };
  const reset = () => {
    setDraft('');
    setSearched(null);
    setInvalid(false);
    pages.reset();
  };

  return (
    <Box>
      <Box
        component="form"
        role="search"
        onSubmit={search}
        noValidate
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', p: { xs: 1.5, md: 2 } }}
      >
        <TextField
          size="small"
          label={t('calendar.dateLabel')}
          placeholder="YYYY-MM-DD"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={invalid}
          helperText={invalid ? t('calendar.invalidDate') : t('calendar.dateHint')}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 240px' } }}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', 'data-testid': 'fund-date-search', maxLength: 10 } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: 0.25 }}>
          {t('calendar.search')}
        </Button>
        <Button type="button" variant="outlined" onClick={reset} disabled={!searched && !draft && !invalid} sx={{ mt: 0.25 }}>
          {t('calendar.reset')}
        </Button>
      </Box>
      {rows.length === 0 ? (
        <EmptyState title={searched ? t('calendar.noValuation', { date: searched }) : t('calendar.empty')} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={label} sx={{ minWidth: 520 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('calendar.valuationDate')}</TableCell>
                <TableCell align="right">{t('calendar.change')}</TableCell>
                <TableCell align="right">{t('calendar.nav')}</TableCell>
                <TableCell align="right">{t('calendar.aum')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((point) => (
                <TableRow
                  key={point.valuation_date}
                  hover
                  data-date={point.valuation_date}
                  sx={{ '& td': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } }}
                >
                  <TableCell>
                    <DateText value={point.valuation_date} />
                  </TableCell>
                  <TableCell align="right">
                    <ChangeText value={point.change_ratio} kind="ratio" />
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    <Ltr>{formatNumber(point.nav_per_unit, locale, 4)}</Ltr>
                  </TableCell>
                  <TableCell align="right">
                    <bdi>{formatCurrency(point.assets_under_management, locale, { compact: true })}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {!searched && points.length > 0 && <ListPagination {...pages.pagination} />}
    </Box>
  );
}
