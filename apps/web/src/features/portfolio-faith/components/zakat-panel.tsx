import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { zakatMethods, type PortfolioZakat, type ZakatMethod } from '@sahm/contracts/portfolio-income';
import { isoToRatingDate as isoToDay, ratingDateToIso as dayToIso } from '@sahm/contracts/recommendations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '../../../shared/ui/column-heads.tsx';
import { DayField } from '../../../shared/ui/day-field.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { useZakat } from '../api/get-zakat.ts';
import { Count, Exact, Sar, SummaryRow, TableSkeleton } from './faith-figures.tsx';

type Calendar = 'lunar' | 'gregorian';
/** The rate each calendar is computed at, for the explanation before the figures arrive. */
const RATES: Record<Calendar, string> = { lunar: '2.5', gregorian: '2.577' };
const GOLD_PRICE = /^\d{1,7}(\.\d{1,2})?$/;

function HoldingsTable({ zakat }: { zakat: PortfolioZakat }) {
  const { t } = useTranslation('faith');
  return (
    <ScrollRegion label={t('zakat.tableLabel')}>
      <Table size="small" aria-label={t('zakat.tableLabel')} sx={{ minWidth: 680 }}>
        <ColumnHeads
          columns={[
            { label: t('zakat.company') },
            { label: t('zakat.shares'), numeric: true },
            { label: t(`zakat.perShare.${zakat.method}`), numeric: true },
            { label: t('zakat.source') },
            { label: t('zakat.zakatable'), numeric: true },
            { label: t('zakat.zakat'), numeric: true },
          ]}
        />
        <TableBody>
          {zakat.holdings.map((h) => (
            <TableRow key={h.stock.guid} data-symbol={h.stock.symbol_code}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {h.stock.short_name} <Exact value={h.stock.symbol_code} />
                </Typography>
              </TableCell>
              <TableCell align="right">
                <Count value={h.shares} />
              </TableCell>
              <TableCell align="right">
                <Exact value={h.per_share} />
              </TableCell>
              <TableCell>
                <Exact value={h.source_period} />
              </TableCell>
              <TableCell align="right">
                <Sar value={h.zakatable} />
              </TableCell>
              <TableCell align="right" data-zakat>
                {h.settled_by_company ? (
                  <Chip size="small" color="success" variant="outlined" label={t('zakat.settled')} />
                ) : (
                  <Sar value={h.zakat} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

function Totals({ zakat }: { zakat: PortfolioZakat }) {
  const { t } = useTranslation('faith');
  const { nisab } = zakat;
  return (
    <Box sx={{ px: { xs: 1.5, md: 2 }, pt: 1, maxWidth: 560 }}>
      <SummaryRow label={t('zakat.holdingsZakat')}>
        <Sar value={zakat.holdings_zakat} />
      </SummaryRow>
      <SummaryRow label={t('zakat.cash')}>
        <Sar value={zakat.cash} />
      </SummaryRow>
      <SummaryRow label={t('zakat.cashZakat')}>
        <Sar value={zakat.cash_zakat} />
      </SummaryRow>
      <SummaryRow label={t('zakat.totalZakatable')}>
        <Sar value={zakat.total_zakatable} />
      </SummaryRow>
      <SummaryRow label={t('zakat.nisab')}>{nisab.value === null ? <Exact value={null} /> : <Sar value={nisab.value} />}</SummaryRow>
      <SummaryRow label={t('zakat.totalZakat')} strong>
        <Sar value={zakat.total_zakat} />
      </SummaryRow>
      <Alert
        severity={nisab.reached === null ? 'info' : nisab.reached ? 'success' : 'warning'}
        sx={{ mt: 1.5 }}
        data-nisab={nisab.reached === null ? 'unknown' : String(nisab.reached)}
      >
        {nisab.reached === null ? t('zakat.nisabUnknown') : nisab.reached ? t('zakat.nisabReached') : t('zakat.nisabNotReached')}
      </Alert>
    </Box>
  );
}

/**
 * Zakat of the portfolio on a date by the method the user follows: the method's explanation
 * changes with it, the lunar or Gregorian year sets the rate, and a gold price judges the nisab.
 * Every figure is the server's; the page only lays them out.
 */
export function ZakatPanel({ guid, today }: { guid: string; today: string }) {
  const { t } = useTranslation('faith');
  const [method, setMethod] = useState<ZakatMethod>('trading');
  const [calendar, setCalendar] = useState<Calendar>('lunar');
  // Typed DD-MM-YYYY like the app's other day fields; the API takes the ISO day.
  const [typedDate, setTypedDate] = useState(() => isoToDay(today));
  const date = dayToIso(typedDate);
  const [gold, setGold] = useState('');
  const goldValid = gold === '' || (GOLD_PRICE.test(gold) && Number(gold) > 0);
  const dateProblem = date === null ? 'dateFormat' : date > today ? 'dateFuture' : null;
  const zakat = useZakat(
    guid,
    { method, calendar, date: date === today || date === null ? undefined : date, gold_price: gold && goldValid ? gold : undefined },
    dateProblem === null,
  );
  const data = zakat.data;

  let body;
  if (zakat.isError && !data) body = <LoadFailed onRetry={() => void zakat.refetch()} />;
  else if (!data) body = <TableSkeleton />;
  else
    body = (
      <>
        {data.holdings.length === 0 ? <EmptyState title={t('zakat.empty')} /> : <HoldingsTable zakat={data} />}
        <Totals zakat={data} />
      </>
    );

  return (
    <SectionPanel id="zakat" title={t('zakat.title')} flush>
      <Box sx={{ px: { xs: 1.5, md: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={method}
          onChange={(_, next: ZakatMethod | null) => next && setMethod(next)}
          aria-label={t('zakat.method')}
          sx={{ flexWrap: 'wrap' }}
        >
          {zakatMethods.map((m) => (
            <ToggleButton key={m} value={m} data-method={m}>
              {t(`zakat.methods.${m}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" color="textSecondary" data-explanation={method} aria-live="polite">
          {t(`zakat.explanations.${method}`, { rate: RATES[calendar] })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          <DayField
            label={t('zakat.date')}
            value={typedDate}
            onChange={setTypedDate}
            iso={date}
            max={today}
            error={dateProblem !== null}
            helperText={dateProblem ? t(`zakat.${dateProblem}`) : undefined}
            placeholder={t('zakat.datePlaceholder')}
            pickerLabel={t('zakat.pickDate')}
            inputProps={{ 'data-testid': 'zakat-date' }}
            sx={{ width: 200 }}
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={calendar}
            onChange={(_, next: Calendar | null) => next && setCalendar(next)}
            aria-label={t('zakat.calendar')}
          >
            <ToggleButton value="lunar">{t('zakat.lunar')}</ToggleButton>
            <ToggleButton value="gregorian">{t('zakat.gregorian')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            size="small"
            label={t('zakat.goldPrice')}
            value={gold}
            onChange={(e) => setGold(e.target.value.trim())}
            error={!goldValid}
            helperText={t('zakat.goldPriceHelp')}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            sx={{ width: 260 }}
          />
        </Box>
        <Typography variant="caption" color="textSecondary">
          {t('zakat.calendarNote', { rate: data?.rate ?? RATES[calendar], days: data?.hawl_days ?? (calendar === 'lunar' ? 354 : 365) })}
        </Typography>
      </Box>
      <Box aria-busy={!data || zakat.isPlaceholderData} sx={{ pb: 2, pt: 1 }}>
        {body}
      </Box>
    </SectionPanel>
  );
}
