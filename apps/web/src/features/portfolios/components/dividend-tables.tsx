import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Locale } from '@sahm/contracts/common';
import type { HoldingIncome, ReceivedDividend, UpcomingDividend } from '@sahm/contracts/portfolio-income';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSarPlain } from '../../../shared/format/money.ts';
import { formatNumber, formatPercent } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';

const numeric = { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A per-share rate with the digits it has, at least two. */
export const formatRate = (value: string, locale: Locale) =>
  formatNumber(Number(value), locale, Math.max(2, value.split('.')[1]?.length ?? 0));

/** A titled panel; its body keeps its place while loading (rows of skeletons). */
export function Section({ title, children, testId, action }: { title: string; children: ReactNode; testId?: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid={testId}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: action ? 1 : 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 3 }, (_, i) => (
    <TableRow key={i} aria-hidden>
      <TableCell colSpan={columns}>
        <Skeleton />
      </TableCell>
    </TableRow>
  ));
}

function DataTable({ label, head, rows, empty }: { label: string; head: string[]; rows: ReactNode[] | null; empty: string }) {
  if (rows && rows.length === 0) return <EmptyState title={empty} />;
  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={label} sx={{ minWidth: 560, '& td, & th': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} sx={i > 1 ? numeric : undefined}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{rows ?? <SkeletonRows columns={head.length} />}</TableBody>
      </Table>
    </ScrollRegion>
  );
}

const monthOf = (u: UpcomingDividend) => (u.distribution_date ?? u.record_date).slice(0, 7);

/** Announced dividends of the holdings, by the month they are paid in (or fixed, while the payment date is not set). */
export function DividendCalendar({ items }: { items: UpcomingDividend[] | undefined }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  if (!items)
    return (
      <Box sx={{ p: 2 }} aria-hidden>
        <Skeleton width="30%" />
        <Skeleton variant="rounded" height={72} sx={{ mt: 1 }} />
      </Box>
    );
  if (items.length === 0) return <EmptyState title={t('dividends.calendar.empty')} />;
  const months = new Map<string, UpcomingDividend[]>();
  for (const u of items) months.set(monthOf(u), [...(months.get(monthOf(u)) ?? []), u]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2 }}>
      {[...months].map(([month, list]) => (
        <Box key={month} component="section" aria-label={month}>
          <Typography component="h3" variant="subtitle2" color="textSecondary" sx={{ mb: 1 }}>
            <DateText value={`${month}-01`} format="monthYear" />
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {list.map((u) => (
              <Paper key={u.dividend_guid} variant="outlined" sx={{ p: 1.5 }} data-testid="dividend-calendar-item">
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                  <Typography sx={{ fontWeight: 700, flex: 1 }}>{u.stock.short_name}</Typography>
                  <Chip
                    size="small"
                    color={u.status === 'ENTITLED' ? 'success' : 'default'}
                    label={t(`dividends.calendar.status.${u.status}`)}
                  />
                </Box>
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: 2,
                    rowGap: 0.5,
                    '& dd': { m: 0, textAlign: 'end' },
                  }}
                >
                  <Typography component="dt" variant="body2" color="textSecondary">
                    {t('dividends.calendar.eligibility')}
                  </Typography>
                  <Typography component="dd" variant="body2">
                    <DateText value={u.eligibility_date} />
                  </Typography>
                  <Typography component="dt" variant="body2" color="textSecondary">
                    {t('dividends.calendar.record')}
                  </Typography>
                  <Typography component="dd" variant="body2">
                    <DateText value={u.record_date} />
                  </Typography>
                  <Typography component="dt" variant="body2" color="textSecondary">
                    {t('dividends.calendar.distribution')}
                  </Typography>
                  <Typography component="dd" variant="body2">
                    {u.distribution_date ? <DateText value={u.distribution_date} /> : t('dividends.calendar.notSet')}
                  </Typography>
                  <Typography component="dt" variant="body2" color="textSecondary">
                    {t('dividends.calendar.expected')}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ fontWeight: 700 }}>
                    <Ltr>{formatSarPlain(u.expected_amount, locale)}</Ltr>
                    <Typography component="span" variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                      <Ltr>
                        {formatNumber(u.shares, locale)} × {formatRate(u.amount_per_share, locale)}
                      </Ltr>
                    </Typography>
                  </Typography>
                </Box>
              </Paper>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function ReceivedTable({ items }: { items: ReceivedDividend[] | undefined }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  return (
    <DataTable
      label={t('dividends.received.title')}
      empty={t('dividends.received.empty')}
      head={[
        t('dividends.received.date'),
        t('dividends.received.company'),
        t('dividends.received.shares'),
        t('dividends.received.perShare'),
        t('dividends.received.amount'),
      ]}
      rows={
        items?.map((r) => (
          <TableRow key={r.guid} data-testid="dividend-received">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <DateText value={r.distribution_date} />
            </TableCell>
            <TableCell>{r.stock.short_name}</TableCell>
            <TableCell sx={numeric}>
              <Ltr>{formatNumber(r.shares, locale)}</Ltr>
            </TableCell>
            <TableCell sx={numeric}>
              <Ltr>{formatRate(r.amount_per_share, locale)}</Ltr>
            </TableCell>
            <TableCell sx={{ ...numeric, fontWeight: 600 }}>
              <Ltr>{formatSarPlain(r.amount, locale)}</Ltr>
            </TableCell>
          </TableRow>
        )) ?? null
      }
    />
  );
}

export function HoldingIncomeTable({ items }: { items: HoldingIncome[] | undefined }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  return (
    <DataTable
      label={t('dividends.holdings.title')}
      empty={t('dividends.holdings.empty')}
      head={[
        t('dividends.holdings.company'),
        t('dividends.holdings.shares'),
        t('dividends.holdings.trailing'),
        t('dividends.holdings.forward'),
        t('dividends.holdings.yieldOnCost'),
        t('dividends.holdings.received'),
      ]}
      rows={
        items?.map((h) => (
          <TableRow key={h.stock.guid}>
            <TableCell>{h.stock.short_name}</TableCell>
            <TableCell>
              <Ltr>{formatNumber(h.shares, locale)}</Ltr>
            </TableCell>
            <TableCell sx={numeric}>
              <Ltr>{formatRate(h.trailing_dividend_per_share, locale)}</Ltr>
            </TableCell>
            <TableCell sx={numeric}>
              <Ltr>{formatSarPlain(h.forward_annual_income, locale)}</Ltr>
            </TableCell>
            <TableCell sx={numeric}>{h.yield_on_cost === null ? '—' : <Ltr>{formatPercent(h.yield_on_cost, locale)}</Ltr>}</TableCell>
            <TableCell sx={numeric}>
              <Ltr>{formatSarPlain(h.received_total, locale)}</Ltr>
            </TableCell>
          </TableRow>
        )) ?? null
      }
    />
  );
}
