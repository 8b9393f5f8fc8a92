import type { Fund } from '@sahm/contracts/funds';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTradeDate } from '../../../shared/format/dates.ts';
import { formatCurrency, formatNumber, formatPercent } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { KeyValueGrid, type KeyValue } from '../../../shared/ui/key-value-grid.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { FundNavChart } from './fund-nav-chart.tsx';
import { ShariahMark } from './shariah-mark.tsx';
import { valuationDayNames } from '../valuation-days.ts';

/** The fund's overview: its NAV chart and its basic values. */
export function FundOverview({ fund }: { fund: Fund }) {
  const { t } = useTranslation('funds');
  const locale = useLocale();
  const today = fund.today_points;
  const items: KeyValue[] = [
    { id: 'manager', label: t('fields.manager'), value: fund.fund_manager },
    { id: 'shariah', label: t('fields.shariah'), value: <ShariahMark compliant={fund.shariah_compliant} withText /> },
    { id: 'nav', label: t('fields.navPerUnit'), value: today ? <Ltr>{formatNumber(today.nav_per_unit, locale, 4)}</Ltr> : '—' },
    { id: 'currency', label: t('fields.currency'), value: t(`currencies.${fund.currency}`, { defaultValue: fund.currency }) },
    {
      id: 'aum',
      label: t('fields.aum'),
      value: today ? <bdi>{formatCurrency(today.assets_under_management, locale, { compact: true })}</bdi> : '—',
    },
    { id: 'sinceInception', label: t('fields.sinceInception'), value: <ChangeText value={today?.return_since_inception} kind="ratio" /> },
    { id: 'managementFees', label: t('fields.managementFees'), value: <Ltr>{formatPercent(fund.management_fees, locale)}</Ltr> },
    { id: 'subscriptionFees', label: t('fields.subscriptionFees'), value: <Ltr>{formatPercent(fund.subscription_fees, locale)}</Ltr> },
    { id: 'minSubscription', label: t('fields.minSubscription'), value: <bdi>{formatCurrency(fund.min_subscription, locale)}</bdi> },
    { id: 'risk', label: t('fields.risk'), value: t(`risk.${fund.risk_level}`) },
    { id: 'valuationDays', label: t('fields.valuationDays'), value: valuationDayNames(fund.valuation_days, locale) },
    { id: 'inception', label: t('fields.inceptionDate'), value: formatTradeDate(fund.inception_date, locale) },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        // minmax(0, …): the chart's period tabs scroll within the column rather than widen it past a phone's screen.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" component="section" aria-labelledby="nav-chart-title" sx={{ p: { xs: 1.5, md: 2 } }}>
        <Typography id="nav-chart-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('chart.title')}
        </Typography>
        <FundNavChart fund={fund} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="fund-values-title" sx={{ p: { xs: 1.5, md: 2 } }}>
        <Typography id="fund-values-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('fields.title')}
        </Typography>
        <KeyValueGrid items={items} columns={{ xs: 2, md: 2 }} />
        <Typography variant="caption" color="textSecondary" component="h3" sx={{ mt: 2, display: 'block' }}>
          {t('fields.objective')}
        </Typography>
        <Typography variant="body2">{fund.objective}</Typography>
      </Paper>
    </Box>
  );
}
