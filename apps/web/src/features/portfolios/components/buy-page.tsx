import { halalasToSar } from '@sahm/contracts/money';
import { stockLimitRuleOfCode, type StockLimitRule } from '@sahm/contracts/plan-limits';
import { JAREAD_2023_Q4, type Portfolio } from '@sahm/contracts/portfolio';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { formatSar, formatSarPlain } from '../../../shared/format/money.ts';
import { formatNumber, formatPrice } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useBuyStocks } from '../api/buy-stocks.ts';
import { useOverview } from '../api/get-overview.ts';
import { usePortfolios } from '../api/get-portfolios.ts';
import { portfolioErrorCode } from '../api/portfolio-error.ts';
import {
  emptyRow,
  exceedsCash,
  isBlankRow,
  riyadhToday,
  toBuyItems,
  totalHalalas,
  validateBuyRow,
  type BuyRowValues,
} from '../buy-rows.ts';
import { useActivePortfolio } from '../hooks/use-active-portfolio.ts';
import { rememberOperation } from '../last-operation.ts';
import { buyStateOf } from '../navigation-state.ts';
import { costOf, parsePrice, parseQuantity } from '../price-input.ts';
import { brokenStockLimit, holdingsAfterBuying, limitUpgradeOf } from '../stock-limits.ts';
import { showTradingWindow } from '../trading-errors.ts';
import type { UpgradePrompt } from '../upgrade-prompt.ts';
import { BuyRowFields, type BuyFormValues } from './buy-row-fields.tsx';
import { BackLink } from './back-link.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

export type TradePageProps = {
  myStocksHref: string;
  onUpgradeRequired: (prompt: UpgradePrompt) => void;
};

/** /dashboard/my-stocks/add: back to my-stocks without an active portfolio or over the limit (spec §2). */
export function BuyPage(props: TradePageProps) {
  const portfolios = usePortfolios();
  const { active } = useActivePortfolio(portfolios.data);
  if (!portfolios.data) return <Skeleton variant="rounded" height={320} />;
  if (!active || active.over_limit) return <Navigate to={props.myStocksHref} replace />;
  return <BuyForm key={active.guid} portfolio={active} {...props} />;
}

const MAX_ROWS = 20;

function BuyForm({ portfolio, myStocksHref, onUpgradeRequired }: TradePageProps & { portfolio: Portfolio }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const locked = buyStateOf(location.state).stock ?? null;
  const withDate = portfolio.type !== JAREAD_2023_Q4;
  const overview = useOverview(portfolio.guid);
  const buy = useBuyStocks(portfolio.guid);
  const [stage, setStage] = useState<'form' | 'summary' | 'insufficient'>('form');
  const [formError, setFormError] = useState(false);
  const today = riyadhToday();

  const resolver: Resolver<BuyFormValues> = async (values) => {
    const filled = values.rows.filter((row, index) => index === 0 || !isBlankRow(row));
    const errors: FieldErrors<BuyFormValues> = {};
    const rowErrors: Record<number, Record<string, { type: string; message: string }>> = {};
    values.rows.forEach((row, index) => {
      if (index > 0 && isBlankRow(row)) return;
      const problems = validateBuyRow(row, { today, withDate });
      if (Object.keys(problems).length) {
        rowErrors[index] = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, { type: 'validate', message: key }]));
      }
    });
    if (Object.keys(rowErrors).length) {
      (errors as Record<string, unknown>).rows = rowErrors;
      return { values: {}, errors };
    }
    return { values: { ...values, rows: filled }, errors: {} };
  };

  const form = useForm<BuyFormValues>({
    defaultValues: { rows: [emptyRow(locked, withDate ? today : '')], deductFromCash: true },
    resolver,
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const [submitted, setSubmitted] = useState<BuyFormValues | null>(null);
  const deduct = useWatch({ control: form.control, name: 'deductFromCash' });
  const cash = overview.data?.cash_value ?? portfolio.performance?.cash_value ?? '0.00';

  const askUpgrade = (rule: StockLimitRule) => {
    const upgrade = limitUpgradeOf(rule);
    onUpgradeRequired({ title: t('upgrade.maxStocksTitle'), message: t(`upgrade.${upgrade.message}`), plan: upgrade.plan });
  };

  const review = form.handleSubmit(
    (values) => {
      setFormError(false);
      const held = overview.data?.stocks.map((holding) => holding.stock_guid) ?? [];
      const broken = brokenStockLimit(
        portfolio.stock_limit,
        holdingsAfterBuying(
          held,
          values.rows.map((row) => row.stock!.guid),
        ),
      );
      if (broken) {
        askUpgrade(broken);
        return;
      }
      setSubmitted(values);
      setStage(values.deductFromCash && exceedsCash(values.rows, cash) ? 'insufficient' : 'summary');
    },
    () => setFormError(true),
  );

  const confirm = (values: BuyFormValues) => {
    buy.mutate(toBuyItems(values.rows, { withDate, deductFromCash: values.deductFromCash }), {
      onSuccess: () => {
        rememberOperation('buy', {
          total: halalasToSar(totalHalalas(values.rows)),
          lines: values.rows.map((row) => ({
            company: row.stock!.short_name,
            shares: parseQuantity(row.quantity) ?? 0,
            price: parsePrice(row.price) ?? '0.00',
            amount: costOf(row.quantity, row.price) ?? '0.00',
          })),
        });
        navigate(`${myStocksHref}#buy-success`);
      },
      onError: (error) => {
        const code = portfolioErrorCode(error);
        if (code === 'J000') {
          setStage('form');
          showTradingWindow('buy');
        } else if (code === 'insufficient_cash') setStage('insufficient');
        else if (code === 'stock_limit_basic' || code === 'stock_limit_advanced') {
          setStage('form');
          askUpgrade(stockLimitRuleOfCode(code));
        } else {
          setStage('form');
          enqueueSnackbar(error.message, { variant: 'error' });
        }
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={review} sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('buy.title')}
        </Typography>
        <BackLink to={myStocksHref} />
      </Box>
      <Typography color="textSecondary">
        {portfolio.name} · <bdi>{t('buy.cashAvailable', { amount: formatSar(cash, locale) })}</bdi>
      </Typography>
      {formError && (
        <Alert severity="error" role="alert">
          {t('buy.fillAll')}
        </Alert>
      )}
      {rows.fields.map((field, index) => (
        <BuyRowFields
          key={field.id}
          control={form.control}
          index={index}
          withDate={withDate}
          stockLocked={index === 0 && locked !== null}
          onRemove={index === 0 ? undefined : () => rows.remove(index)}
        />
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => rows.append(emptyRow(null, withDate ? today : ''))}
          disabled={rows.fields.length >= MAX_ROWS}
        >
          {t('buy.addRow')}
        </Button>
        <FormControlLabel
          control={<Checkbox checked={deduct} onChange={(event) => form.setValue('deductFromCash', event.target.checked)} />}
          label={t('buy.deduct')}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large">
          {t('buy.submit')}
        </Button>
      </Box>

      {stage === 'summary' && submitted && (
        <ConfirmDialog
          id="buy-summary"
          title={t('buy.summaryTitle')}
          confirmLabel={t('buy.confirm')}
          cancelLabel={t('buy.cancel')}
          busy={buy.isPending}
          onConfirm={() => confirm(submitted)}
          onClose={() => setStage('form')}
        >
          <BuySummary rows={submitted.rows} deduct={submitted.deductFromCash} />
        </ConfirmDialog>
      )}
      {stage === 'insufficient' && submitted && (
        <ConfirmDialog
          id="insufficient-cash"
          title={t('buy.insufficientTitle')}
          confirmLabel={t('buy.insufficientTick')}
          cancelLabel={t('buy.cancel')}
          onConfirm={() => {
            form.setValue('deductFromCash', false);
            setSubmitted({ ...submitted, deductFromCash: false });
            setStage('summary');
          }}
          onClose={() => setStage('form')}
        >
          <Typography>{t('buy.insufficientText')}</Typography>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>
            <bdi>{t('buy.cashAvailable', { amount: formatSar(cash, locale) })}</bdi>
          </Typography>
        </ConfirmDialog>
      )}
    </Box>
  );
}

function BuySummary({ rows, deduct }: { rows: readonly BuyRowValues[]; deduct: boolean }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const total = totalHalalas(rows);
  return (
    <>
      <Table size="small" aria-label={t('buy.summaryTitle')}>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              <TableCell sx={{ px: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {row.stock?.short_name}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  <Ltr>
                    {formatNumber(Number(row.quantity), locale)} × {formatPrice(Number(row.price), locale)}
                  </Ltr>
                </Typography>
              </TableCell>
              <TableCell sx={{ px: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                <Ltr>{formatSarPlain(costOf(row.quantity, row.price) ?? '0.00', locale)}</Ltr>
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ px: 0, fontWeight: 700, borderBottom: 0 }}>{t('buy.total')}</TableCell>
            <TableCell sx={{ px: 0, textAlign: 'end', fontWeight: 700, borderBottom: 0 }} data-testid="buy-total">
              <bdi>{formatSar(halalasToSar(total), locale)}</bdi>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {deduct ? t('buy.deduct') : t('buy.outsideCash')}
      </Typography>
    </>
  );
}
