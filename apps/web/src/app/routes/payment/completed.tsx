import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { trackPurchase } from '../../../features/payments/analytics.ts';
import { recordPayment } from '../../../features/payments/api/payments-api.ts';
import { paymentKeys } from '../../../features/payments/api/query-keys.ts';
import { readPendingCheckout } from '../../../features/payments/checkout-storage.ts';
import { completedOutcomeOf } from '../../../features/payments/completed-status.ts';
import { planDependentScopes } from '../../../shared/api/query-keys.ts';
import { refreshSession } from '../../../shared/auth/session.ts';
import { PageFallback } from '../../../shared/ui/page-fallback.tsx';
import { paths } from '../../paths.ts';

type Returned = { id: string; status: string; amount: number; message: string };

/** Tells the server (which checks with the provider); after a payment that went through, new claims and a purchase event. */
async function settle(returned: Returned, queryClient: QueryClient): Promise<'paid' | 'failed'> {
  const pending = readPendingCheckout();
  if (!pending) return 'failed';
  const result = await recordPayment({
    payment_id: returned.id,
    status: returned.status,
    amount: returned.amount,
    package_price_guid: pending.package_price_guid,
    message: returned.message,
    promo_code_guid: pending.promo_code_guid,
  });
  if (result.status !== 'paid') return 'failed';
  await refreshSession();
  // The subscription, its invoices, the packages' card states and the portfolios' limits have all changed.
  await Promise.all(planDependentScopes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  trackPurchase({ transactionId: result.payment_id, amountHalalas: returned.amount, packagePriceGuid: pending.package_price_guid });
  return 'paid';
}

/** /payment/completed?id=&status=&amount=&message= — where the payment page sends the browser back. */
export function PaymentCompletedRoute() {
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const id = search.get('id');
  const outcome = completedOutcomeOf(search.get('status'), id);
  const returned: Returned = {
    id: id ?? '',
    status: search.get('status') ?? '',
    amount: Number(search.get('amount') ?? 0) || 0,
    message: search.get('message') ?? '',
  };
  const settled = useQuery({
    queryKey: paymentKeys.completed(returned.id, returned.status),
    queryFn: () => settle(returned, queryClient),
    enabled: outcome !== 'redirect',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (outcome === 'redirect') return <Navigate to={paths.payment.href()} replace />;
  if (outcome === 'failed') return <PaymentFailed id={returned.id} />;
  if (settled.isPending) return <PageFallback />;
  if (settled.data === 'paid') return <PaymentSucceeded id={returned.id} />;
  return <PaymentFailed id={returned.id} />;
}

function PaymentSucceeded({ id }: { id: string }) {
  const { t } = useTranslation(['plans', 'common']);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 } }} data-testid="payment-success">
      <title>{`${t('completed.successTitle')} | ${t('common:appName')}`}</title>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 72 }} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('completed.successTitle')}
      </Typography>
      <Typography color="textSecondary">{t('completed.successBody')}</Typography>
      <Typography>
        {t('completed.transaction')}: <bdi data-testid="transaction-id">{id}</bdi>
      </Typography>
      <Button component={RouterLink} to={paths.dashboard.href()} variant="contained">
        {t('completed.home')}
      </Button>
    </Stack>
  );
}

function PaymentFailed({ id }: { id: string }) {
  const { t } = useTranslation(['plans', 'common']);
  const pending = readPendingCheckout();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 } }} data-testid="payment-failure">
      <title>{`${t('completed.failureTitle')} | ${t('common:appName')}`}</title>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 72 }} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('completed.failureTitle')}
      </Typography>
      {id && (
        <Typography>
          {t('completed.transaction')}: <bdi data-testid="transaction-id">{id}</bdi>
        </Typography>
      )}
      <Button
        component={RouterLink}
        to={pending ? paths.checkout.href(pending.package_price_guid) : paths.packages.href()}
        variant="contained"
      >
        {t('completed.retry')}
      </Button>
    </Stack>
  );
}
