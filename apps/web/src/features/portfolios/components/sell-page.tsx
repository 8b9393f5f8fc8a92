import { JAREAD_2023_Q4, type Holding, type Portfolio } from '@sahm/contracts/portfolio';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNumericInputProps } from '../numeric-input.ts';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { formatSar } from '../../../shared/format/money.ts';
import { formatNumber, formatPrice } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { StockLogo } from '../../../shared/ui/stock-logo.tsx';
import { usePortfolios } from '../api/get-portfolios.ts';
import { portfolioErrorCode } from '../api/portfolio-error.ts';
import { useSellStock } from '../api/sell-stock.ts';
import { useActivePortfolio } from '../hooks/use-active-portfolio.ts';
import { rememberOperation } from '../last-operation.ts';
import { sellStateOf } from '../navigation-state.ts';
import { costOf, parsePrice, parseQuantity, sanitizePriceInput, sanitizeQuantityInput } from '../price-input.ts';
import { showTradingWindow } from '../trading-errors.ts';
import { BackLink } from './back-link.tsx';
import type { TradePageProps } from './buy-page.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** /dashboard/my-stocks/sell with the holding from the table; back to my-stocks otherwise (spec §2). */
export function SellPage(props: Pick<TradePageProps, 'myStocksHref'>) {
  const location = useLocation();
  const portfolios = usePortfolios();
  const { active } = useActivePortfolio(portfolios.data);
  const { holding } = sellStateOf(location.state);
  if (!portfolios.data) return <Skeleton variant="rounded" height={320} />;
  if (!active || active.over_limit || !holding) return <Navigate to={props.myStocksHref} replace />;
  return <SellForm key={active.guid} portfolio={active} holding={holding} myStocksHref={props.myStocksHref} />;
}

type SellValues = { quantity: string; price: string; addToCash: boolean };

function SellForm({ portfolio, holding, myStocksHref }: { portfolio: Portfolio; holding: Holding; myStocksHref: string }) {
  const { t } = useTranslation('portfolios');
  const numericInput = useNumericInputProps('numeric');
  const decimalInput = useNumericInputProps('decimal');
  const locale = useLocale();
  const navigate = useNavigate();
  const sell = useSellStock(portfolio.guid);
  const special = portfolio.type === JAREAD_2023_Q4;
  const [summary, setSummary] = useState<SellValues | null>(null);
  const held = holding.total_shares_per_stock;

  const resolver: Resolver<SellValues> = async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const quantity = parseQuantity(values.quantity);
    if (quantity === null) errors.quantity = { type: 'validate', message: t('validation.quantityMin') };
    else if (quantity > held) errors.quantity = { type: 'validate', message: t('sell.tooMany', { count: held }) };
    if (!special && parsePrice(values.price) === null) errors.price = { type: 'validate', message: t('validation.priceInvalid') };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<SellValues>({
    defaultValues: { quantity: '', price: holding.stock_close.toFixed(2), addToCash: !special },
    resolver,
  });

  const confirm = (values: SellValues) => {
    const shares = parseQuantity(values.quantity)!;
    const price = Number(parsePrice(values.price) ?? holding.stock_close.toFixed(2));
    sell.mutate(
      { stock_guid: holding.stock_guid, shares, price, add_to_cash_flow: special ? false : values.addToCash },
      {
        onSuccess: (result) => {
          rememberOperation('sell', {
            total: result.transaction.cost,
            lines: [
              {
                company: holding.stock.short_name,
                shares: result.transaction.shares,
                price: result.transaction.price.toFixed(2),
                amount: result.transaction.cost,
              },
            ],
          });
          navigate(`${myStocksHref}#sell-success`);
        },
        onError: (error) => {
          setSummary(null);
          if (portfolioErrorCode(error) === 'J000') showTradingWindow('sell');
          else enqueueSnackbar(error.message, { variant: 'error' });
        },
      },
    );
  };

  const [quantity, price] = useWatch({ control: form.control, name: ['quantity', 'price'] });
  const amount = costOf(quantity, price);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(setSummary)}
      sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 }, maxWidth: 720 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('sell.title')}
        </Typography>
        <BackLink to={myStocksHref} />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <StockLogo logo={holding.stock.logo} name="" fallback={holding.stock.symbol_code.slice(0, 2)} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} data-testid="sell-company">
              {holding.stock.short_name} <Ltr>({holding.stock.symbol_code})</Ltr>
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('sell.held', { count: held, shares: formatNumber(held, locale) })} ·{' '}
              <bdi>{t('sell.marketPrice', { price: formatPrice(holding.stock_close, locale) })}</bdi>
            </Typography>
          </Box>
        </Box>
        {/* One field a line on a phone: in a third of a 412 px card the labels and a sale's amount were cut short. */}
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <Controller
            control={form.control}
            name="quantity"
            render={({ field, fieldState }) => (
              <TextField
                size="small"
                label={t('sell.quantity')}
                autoFocus
                value={field.value}
                onChange={(event) => field.onChange(sanitizeQuantityInput(event.target.value))}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: numericInput }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="price"
            render={({ field, fieldState }) => (
              <TextField
                size="small"
                label={t('sell.price')}
                value={field.value}
                disabled={special}
                onChange={(event) => field.onChange(sanitizePriceInput(event.target.value))}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? (special ? t('sell.priceLocked') : undefined)}
                slotProps={{ htmlInput: decimalInput }}
              />
            )}
          />
          <TextField
            size="small"
            label={t('sell.amount')}
            value={amount === null ? '' : formatPrice(Number(amount), locale)}
            slotProps={{ input: { readOnly: true }, htmlInput: { ...decimalInput, tabIndex: -1 } }}
            sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
          />
        </Box>
        <Controller
          control={form.control}
          name="addToCash"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} disabled={special} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('sell.addToCash')}
            />
          )}
        />
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large">
          {t('sell.submit')}
        </Button>
      </Box>
      {summary && (
        <ConfirmDialog
          id="sell-summary"
          title={t('sell.summaryTitle')}
          confirmLabel={t('buy.confirm')}
          cancelLabel={t('buy.cancel')}
          busy={sell.isPending}
          onConfirm={() => confirm(summary)}
          onClose={() => setSummary(null)}
        >
          <Typography sx={{ fontWeight: 600 }}>{holding.stock.short_name}</Typography>
          <Typography color="textSecondary">
            <Ltr>
              {formatNumber(Number(summary.quantity), locale)} × {formatPrice(Number(summary.price), locale)}
            </Ltr>
          </Typography>
          <Typography sx={{ mt: 1, fontWeight: 700 }} data-testid="sell-total">
            {t('sell.amount')}: <bdi>{formatSar(costOf(summary.quantity, summary.price) ?? '0.00', locale)}</bdi>
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {special || !summary.addToCash ? null : t('sell.addToCash')}
          </Typography>
        </ConfirmDialog>
      )}
    </Box>
  );
}
