import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Locale } from '@sahm/contracts/common';
import type { StockTransaction } from '@sahm/contracts/portfolio';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { formatSarPlain } from '../../../shared/format/money.ts';
import { formatNumber, formatPrice } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ExportMenu } from '../../../shared/ui/export-menu.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { portfolioExportPath } from '../api/export-table.ts';
import { useCashTransactions } from '../api/get-cash-transactions.ts';
import { LOG_PAGE_SIZE, useStockTransactions } from '../api/get-stock-transactions.ts';
import { TabStrip } from '../../../shared/ui/tab-strip.tsx';

const numeric = { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** An exact decimal string with the digits it has (at least `min`). */
const formatDecimal = (value: string, locale: Locale, min = 0) =>
  formatNumber(Number(value), locale, Math.max(min, value.split('.')[1]?.length ?? 0));

/** Buys and the actions that add shares read as gains of shares; sales and reductions as losses. */
const addsShares = (type: StockTransaction['transaction_type']) => type !== 'SELLING' && type !== 'CAPITAL_REDUCTION';

/** A corporate action's entry explained: the ratio applied, the shares before and after, and any fraction not issued. */
function ActionNote({ action }: { action: NonNullable<StockTransaction['corporate_action']> }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  return (
    <Typography component="span" variant="caption" color="textSecondary" sx={{ display: 'block', fontWeight: 400 }}>
      {t('log.action', {
        before: n(action.shares_before),
        after: n(action.shares_after),
        heldBefore: n(action.held_before),
        heldAfter: n(action.held_after),
      })}
      {Number(action.fraction_not_issued) > 0 && (
        <>
          {' · '}
          {t('log.fraction', { fraction: formatDecimal(action.fraction_not_issued, locale) })}
        </>
      )}
    </Typography>
  );
}

function LogTable({
  label,
  head,
  rows,
  total,
  page,
  onPage,
}: {
  label: string;
  head: ReactNode;
  rows: ReactNode[] | null;
  total: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(['portfolios', 'common']);
  const locale = useLocale();
  if (rows && rows.length === 0) return <EmptyState title={t('log.empty')} />;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label} sx={{ minWidth: 640, '& td, & th': { px: 1.5 } }}>
          <TableHead>{head}</TableHead>
          <TableBody>
            {rows ??
              Array.from({ length: 5 }, (_, index) => (
                <TableRow key={index} aria-hidden>
                  <TableCell colSpan={7}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={LOG_PAGE_SIZE}
        rowsPerPageOptions={[LOG_PAGE_SIZE]}
        onPageChange={(_, zeroBased) => onPage(zeroBased + 1)}
        labelDisplayedRows={({ from, to, count }) => (
          <bdi>
            {t('common:pagination.displayed', {
              from: formatNumber(from, locale),
              to: formatNumber(to, locale),
              total: formatNumber(count, locale),
            })}
          </bdi>
        )}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
    </>
  );
}

function StockOperations({ guid }: { guid: string }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const query = useStockTransactions(guid, page);
  return (
    <LogTable
      label={t('log.stockOperations')}
      page={page}
      onPage={setPage}
      total={query.data?.total ?? 0}
      head={
        <TableRow>
          <TableCell>{t('log.date')}</TableCell>
          <TableCell>{t('log.company')}</TableCell>
          <TableCell>{t('log.type')}</TableCell>
          <TableCell sx={numeric}>{t('log.shares')}</TableCell>
          <TableCell sx={numeric}>{t('log.price')}</TableCell>
          <TableCell sx={numeric}>{t('log.cost')}</TableCell>
        </TableRow>
      }
      rows={
        query.data?.items.map((item) => (
          <TableRow key={item.guid} data-testid="stock-operation">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <DateText value={item.buying_date ?? item.created_at} />
            </TableCell>
            <TableCell>{item.stock.short_name}</TableCell>
            <TableCell sx={{ color: addsShares(item.transaction_type) ? 'success.main' : 'error.main', fontWeight: 600 }}>
              {t(`log.types.${item.transaction_type}`)}
              {item.corporate_action && <ActionNote action={item.corporate_action} />}
            </TableCell>
            <TableCell sx={numeric}>
              <Ltr>{formatNumber(item.shares, locale)}</Ltr>
            </TableCell>
            <TableCell sx={numeric}>
              <Ltr>{formatPrice(item.price, locale)}</Ltr>
            </TableCell>
            <TableCell sx={numeric}>
              <Ltr>{formatSarPlain(item.cost, locale)}</Ltr>
            </TableCell>
          </TableRow>
        )) ?? null
      }
    />
  );
}

function CashOperations({ guid }: { guid: string }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const query = useCashTransactions(guid, page);
  return (
    <LogTable
      label={t('log.cashOperations')}
      page={page}
      onPage={setPage}
      total={query.data?.total ?? 0}
      head={
        <TableRow>
          <TableCell>{t('log.date')}</TableCell>
          <TableCell>{t('log.type')}</TableCell>
          <TableCell>{t('log.company')}</TableCell>
          <TableCell sx={numeric}>{t('log.amount')}</TableCell>
          <TableCell sx={numeric}>{t('log.before')}</TableCell>
          <TableCell sx={numeric}>{t('log.after')}</TableCell>
        </TableRow>
      }
      rows={
        query.data?.items.map((item) => (
          <TableRow key={item.guid} data-testid="cash-operation">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {/* A dividend reads as received on its distribution date, whenever it was credited. */}
              {item.effective_date ? <DateText value={item.effective_date} /> : <DateText value={item.created_at} format="dateTime" />}
            </TableCell>
            <TableCell sx={item.operation_type === 'DIVIDEND' ? { color: 'success.main', fontWeight: 600 } : undefined}>
              {t(`log.types.${item.operation_type}`)}
              {item.operation_type === 'DIVIDEND' && item.shares != null && item.amount_per_share && (
                <Typography component="span" variant="caption" color="textSecondary" sx={{ display: 'block', fontWeight: 400 }}>
                  <Ltr>
                    {t('log.dividendDetail', {
                      shares: formatNumber(item.shares, locale),
                      perShare: formatDecimal(item.amount_per_share, locale, 2),
                    })}
                  </Ltr>
                </Typography>
              )}
            </TableCell>
            <TableCell>{item.stock?.short_name ?? '—'}</TableCell>
            <TableCell sx={numeric}>
              <Ltr>{formatSarPlain(item.amount, locale)}</Ltr>
            </TableCell>
            <TableCell sx={numeric}>
              <Ltr>{formatSarPlain(item.previous_cash_value, locale)}</Ltr>
            </TableCell>
            <TableCell sx={numeric}>
              <Ltr>{formatSarPlain(item.cash_value, locale)}</Ltr>
            </TableCell>
          </TableRow>
        )) ?? null
      }
    />
  );
}

/** The client log: stock operations and cash operations, 25 rows a page (spec §2). */
export function PortfolioLog({ guid }: { guid: string }) {
  const { t } = useTranslation('portfolios');
  const [tab, setTab] = useState<'stocks' | 'cash'>('stocks');
  const table = tab === 'stocks' ? 'stock-transactions' : 'cash-transactions';
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          px: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <TabStrip
          value={tab}
          onChange={setTab}
          label={t('tabs.log')}
          tabs={[
            { value: 'stocks', label: t('log.stockOperations') },
            { value: 'cash', label: t('log.cashOperations') },
          ]}
        />
        <ExportMenu path={portfolioExportPath(guid, table)} fileName={`sahm-${table}`} testId="export-ledger" />
      </Box>
      {tab === 'stocks' ? <StockOperations guid={guid} /> : <CashOperations guid={guid} />}
    </Paper>
  );
}
