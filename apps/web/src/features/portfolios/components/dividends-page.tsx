import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PortfolioDividends } from '@sahm/contracts/portfolio-income';
import { useTranslation } from 'react-i18next';
import { formatSarPlain } from '../../../shared/format/money.ts';
import { formatPercent } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ExportMenu } from '../../../shared/ui/export-menu.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { portfolioExportPath } from '../api/export-table.ts';
import { useDividends } from '../api/get-dividends.ts';
import { DividendCalendar, HoldingIncomeTable, ReceivedTable, Section } from './dividend-tables.tsx';
import { RightsOffers } from './rights-offers.tsx';

function Total({ label, value, note, testId }: { label: string; value: string | null | undefined; note?: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }} data-testid={testId}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, minHeight: 32 }}>
        {value === undefined ? <Skeleton width="60%" /> : value === null ? '—' : <Ltr>{value}</Ltr>}
      </Typography>
      {note && (
        <Typography variant="caption" color="textSecondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

function Totals({ data }: { data: PortfolioDividends | undefined }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const money = (v: string | undefined) => (v === undefined ? undefined : formatSarPlain(v, locale));
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1, md: 2 }, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <Total testId="dividends-received-total" label={t('dividends.totals.received')} value={money(data?.received_total)} />
      <Total testId="dividends-this-year" label={t('dividends.totals.thisYear')} value={money(data?.received_this_year)} />
      <Total
        testId="dividends-forward"
        label={t('dividends.totals.forward')}
        value={money(data?.forward_annual_income)}
        note={t('dividends.totals.estimate')}
      />
      <Total
        testId="dividends-yield"
        label={t('dividends.totals.yieldOnCost')}
        value={data === undefined ? undefined : data.yield_on_cost === null ? null : formatPercent(data.yield_on_cost, locale)}
      />
    </Box>
  );
}

/** A portfolio's dividends: totals, the calendar of announced ones, what was received and the income per holding. */
export function DividendsPage({ guid }: { guid: string }) {
  const { t } = useTranslation('portfolios');
  const dividends = useDividends(guid);
  if (dividends.isError && !dividends.data) return <LoadFailed onRetry={() => void dividends.refetch()} />;
  const data = dividends.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <Totals data={data} />
      <Section title={t('dividends.calendar.title')} testId="dividend-calendar">
        <DividendCalendar items={data?.upcoming} />
        <Typography variant="caption" color="textSecondary" component="p" sx={{ px: 2, pb: 1.5 }}>
          {t('dividends.recordNote')}
        </Typography>
      </Section>
      {data?.entitlements && data.entitlements.length > 0 && (
        <Section title={t('dividends.rights.title')} testId="rights-offers">
          <RightsOffers portfolioGuid={guid} offers={data.entitlements} />
        </Section>
      )}
      <Section
        title={t('dividends.received.title')}
        testId="dividends-received"
        action={<ExportMenu path={portfolioExportPath(guid, 'dividends')} fileName="sahm-dividends" testId="export-dividends" />}
      >
        <ReceivedTable items={data?.received} />
      </Section>
      <Section title={t('dividends.holdings.title')}>
        <HoldingIncomeTable items={data?.holdings} />
      </Section>
    </Box>
  );
}
