import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../shared/format/dates.ts';
import { formatSar } from '../../../shared/format/money.ts';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { downloadInvoicePdf } from '../api/invoice-pdf.ts';
import { useCurrentSubscription, useInvoices } from '../api/plans-api.ts';

/**
 * On a phone the invoice table becomes one card per invoice: each cell on its own line with its
 * column's name (from data-label), so the total and the PDF button are never cut off.
 */
const stackOnPhone = {
  [`@media (max-width: 599.95px)`]: {
    '& thead': { display: 'none' },
    '& tr': { display: 'grid', gridTemplateColumns: '1fr', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tr:last-of-type': { borderBottom: 0 },
    '& td': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, border: 0, py: 0.5 },
    '& td[data-label]::before': { content: 'attr(data-label)', color: 'text.secondary', fontSize: '0.8125rem' },
    '& td:last-of-type': { justifyContent: 'flex-end' },
  },
} as const;

/** The profile's subscription and invoices tab (spec §2, profile). */
export function SubscriptionPanel({ packagesHref }: { packagesHref: string }) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const subscription = useCurrentSubscription();
  const sub = subscription.data;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="subscription-summary">
        {subscription.isPending ? (
          <Skeleton variant="rounded" height={140} />
        ) : subscription.isError || !sub ? (
          <LoadFailed onRetry={() => void subscription.refetch()} />
        ) : (
          <Stack spacing={1.5}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {sub.package_price.package.name}
              </Typography>
              <Chip
                label={t(`subscription.statuses.${sub.status}`)}
                color={sub.status === 'ACTIVE' ? 'success' : 'error'}
                size="small"
                aria-label={`${t('subscription.status')}: ${t(`subscription.statuses.${sub.status}`)}`}
              />
            </Box>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5, m: 0 }}>
              {[
                [t('subscription.period'), t(`period.${sub.package_price.period}`)],
                [t('subscription.startedAt'), formatDate(sub.started_at, locale)],
                [t('subscription.endedAt'), sub.ended_at ? formatDate(sub.ended_at, locale) : t('subscription.noEnd')],
                [t('subscription.remainingDays'), sub.ended_at ? formatNumber(sub.remaining_days, locale) : '—'],
              ].map(([label, value]) => (
                <Box key={label}>
                  <Typography component="dt" variant="body2" color="textSecondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Box>
              <Button component={RouterLink} to={packagesHref} variant="outlined" size="small">
                {t('subscription.upgrade')}
              </Button>
            </Box>
          </Stack>
        )}
      </Paper>
      <InvoiceList />
    </Stack>
  );
}

function InvoiceList() {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const invoices = useInvoices();
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (number: number) => {
    setDownloading(number);
    try {
      await downloadInvoicePdf(number);
    } catch {
      enqueueSnackbar(t('subscription.downloadFailed'), { variant: 'error' });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('subscription.invoices')}
      </Typography>
      {invoices.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : invoices.isError ? (
        <LoadFailed onRetry={() => void invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <Typography color="textSecondary">{t('subscription.noInvoices')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('subscription.invoices')} sx={stackOnPhone}>
            <TableHead>
              <TableRow>
                <TableCell>{t('subscription.number')}</TableCell>
                <TableCell>{t('subscription.plan')}</TableCell>
                <TableCell>{t('subscription.date')}</TableCell>
                <TableCell>{t('subscription.total')}</TableCell>
                <TableCell>{t('subscription.paid')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('subscription.download')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.data.map((invoice) => {
                const trial = invoice.is_paid === 'TRIAL';
                return (
                  <TableRow key={invoice.number} data-testid="invoice-row">
                    <TableCell data-label={t('subscription.number')}>
                      <bdi>{invoice.number}</bdi>
                    </TableCell>
                    <TableCell data-label={t('subscription.plan')}>
                      {invoice.plan.name} · {t(`period.${invoice.plan.period}`)}
                    </TableCell>
                    <TableCell data-label={t('subscription.date')}>{formatDate(invoice.issue_date, locale)}</TableCell>
                    <TableCell data-label={t('subscription.total')} sx={{ whiteSpace: 'nowrap' }}>
                      {/* A free trial is not a sale: no amount, and no invoice document. */}
                      {trial ? t('subscription.free') : <bdi>{formatSar(invoice.total, locale)}</bdi>}
                    </TableCell>
                    <TableCell data-label={t('subscription.paid')}>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t(`subscription.paidLabels.${invoice.is_paid}`)}
                        color={invoice.is_paid === 'PAID' ? 'success' : invoice.is_paid === 'UNPAID' ? 'error' : 'default'}
                      />
                    </TableCell>
                    <TableCell sx={{ textAlign: 'end' }}>
                      {!trial && (
                        <Button
                          size="small"
                          startIcon={<DownloadIcon />}
                          loading={downloading === invoice.number}
                          onClick={() => void download(invoice.number)}
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          {t('subscription.download')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
