import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PromoResult } from '@sahm/contracts/payments';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { applyPromoCode, getPaymentConfig, useQuote, type PaymentConfig } from '../../../features/payments/api/payments-api.ts';
import { savePendingCheckout } from '../../../features/payments/checkout-storage.ts';
import { MoyasarForm } from '../../../features/payments/components/moyasar-form.tsx';
import { PaymentSummary } from '../../../features/payments/components/payment-summary.tsx';
import { hostedFormUrl } from '../../../features/payments/hosted-form.ts';
import { quoteStillGood } from '../../../features/payments/quote-expiry.ts';
import { promoErrorProblem, promoInputProblem, promoResultProblem, type PromoProblem } from '../../../features/payments/promo-message.ts';
import { usePackages } from '../../../features/plans/api/plans-api.ts';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { formatSar } from '../../../shared/format/money.ts';
import { PageFallback } from '../../../shared/ui/page-fallback.tsx';
import { paths } from '../../paths.ts';

/** /payment/checkout?price=<package price guid> — signed in; without a sellable price, back to the packages. */
export function CheckoutRoute() {
  const { t } = useTranslation(['plans', 'common']);
  const [search] = useSearchParams();
  const priceGuid = search.get('price');
  const packages = usePackages();

  if (!priceGuid) return <Navigate to={paths.packages.href()} replace />;
  if (packages.isPending) return <PageFallback />;
  const pkg = packages.data?.find((candidate) => candidate.prices.some((price) => price.guid === priceGuid));
  const price = pkg?.prices.find((candidate) => candidate.guid === priceGuid);
  if (!pkg || !price || price.period === 'NO_PERIOD') return <Navigate to={paths.packages.href()} replace />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 640, mx: 'auto', py: 2 }}>
      <title>{`${t('checkout.title')} | ${t('common:appName')}`}</title>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('checkout.title')}
      </Typography>
      <CheckoutSteps period={price.period} />
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Box>
          <Typography variant="body2" color="textSecondary">
            {t('checkout.selected')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="checkout-package">
            {pkg.name} · {t(`period.${price.period}`)}
          </Typography>
        </Box>
      </Paper>
      <PaymentStep
        key={price.guid}
        priceGuid={price.guid}
        period={price.period}
        description={`${pkg.name} · ${t(`period.${price.period}`)}`}
      />
    </Stack>
  );
}

function CheckoutSteps({ period }: { period: string }) {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  return (
    <Stepper nonLinear activeStep={1}>
      <Step completed>
        <StepButton onClick={() => void navigate(paths.packages.href(period === 'YEARLY' ? 'yearly' : undefined))}>
          {t('checkout.stepPlan')}
        </StepButton>
      </Step>
      <Step>
        <StepButton>{t('checkout.stepPayment')}</StepButton>
      </Step>
    </Stepper>
  );
}

function PaymentStep({ priceGuid, period, description }: { priceGuid: string; period: 'MONTHLY' | 'YEARLY'; description: string }) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const user = useSessionUser();
  const [code, setCode] = useState('');
  const [promo, setPromo] = useState<PromoResult | null>(null);
  const [problem, setProblem] = useState<PromoProblem>(null);
  const [applying, setApplying] = useState(false);
  const [paying, setPaying] = useState(false);
  // Moyasar: its card form shows here instead of a redirect to a hosted page.
  const [moyasar, setMoyasar] = useState<PaymentConfig | null>(null);
  const quote = useQuote(priceGuid, promo?.guid ?? null);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const inputProblem = promoInputProblem(code);
    setProblem(inputProblem);
    if (inputProblem) return;
    setApplying(true);
    // A new amount: the card form opens again from the pay button.
    setMoyasar(null);
    try {
      const result = await applyPromoCode(code.trim(), priceGuid);
      const mismatch = promoResultProblem(result, period);
      setProblem(mismatch);
      setPromo(mismatch ? null : result);
    } catch (error) {
      setProblem(promoErrorProblem(error, code));
      setPromo(null);
    } finally {
      setApplying(false);
    }
  };

  const pay = async () => {
    if (!quote.data || !user) return;
    setPaying(true);
    try {
      let current = quote.data;
      // The server honours its quote for 30 minutes; one about to lapse is asked for again first.
      if (!quoteStillGood(current)) {
        const refreshed = (await quote.refetch()).data;
        if (!refreshed) throw new Error('No quote');
        if (refreshed.amount !== current.amount) {
          // The summary now shows the new amount: the buyer pays it with another press.
          setPaying(false);
          return;
        }
        current = refreshed;
      }
      const config = await getPaymentConfig();
      savePendingCheckout({ package_price_guid: priceGuid, promo_code_guid: current.promo_code_guid });
      if (config.provider === 'moyasar') {
        setMoyasar(config);
        setPaying(false);
        return;
      }
      const url = hostedFormUrl(config, { quote: current, description, locale, userId: user.sub });
      if (!url) throw new Error('No hosted payment form is configured');
      window.location.assign(url);
    } catch {
      setPaying(false);
    }
  };

  const closeMoyasar = useCallback(() => setMoyasar(null), []);

  const problemText =
    problem?.kind === 'required'
      ? t('checkout.promo.required')
      : problem?.kind === 'mismatch'
        ? t('checkout.promo.mismatch', { code: problem.code })
        : '';

  return (
    <Stack spacing={2}>
      <Box component="form" onSubmit={(event) => void apply(event)} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={t('checkout.promo.label')}
          name="promo"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={Boolean(problem)}
          helperText={problemText || (promo ? t('checkout.promo.applied', { code: promo.code }) : ' ')}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }}
        />
        {promo ? (
          <Button
            variant="outlined"
            onClick={() => {
              setPromo(null);
              setCode('');
              setMoyasar(null);
            }}
            sx={{ flexShrink: 0, height: 40 }}
          >
            {t('checkout.promo.remove')}
          </Button>
        ) : (
          <Button type="submit" variant="outlined" loading={applying} sx={{ flexShrink: 0, height: 40 }}>
            {t('checkout.promo.apply')}
          </Button>
        )}
      </Box>
      {quote.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={28} />
        </Box>
      ) : quote.isError ? (
        <Alert severity="error">{t('checkout.quoteFailed')}</Alert>
      ) : (
        <>
          <PaymentSummary quote={quote.data} />
          <Typography variant="body2" color="textSecondary">
            {t('checkout.cards')}
          </Typography>
          {moyasar && user ? (
            <MoyasarForm
              config={moyasar}
              quote={quote.data}
              description={description}
              locale={locale}
              userId={user.sub}
              onError={closeMoyasar}
            />
          ) : (
            <Button variant="contained" size="large" loading={paying} onClick={() => void pay()}>
              {t('checkout.pay', { amount: formatSar(quote.data.total, locale) })}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
