import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePackages, useCurrentSubscription } from '../../../features/plans/api/plans-api.ts';
import type { SellingPeriod } from '../../../features/plans/card-state.ts';
import { PackagesGrid, packagesGridSx } from '../../../features/plans/components/packages-grid.tsx';
import { PeriodToggle } from '../../../features/plans/components/period-toggle.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { paths } from '../../paths.ts';

/** /payment/packages — open to visitors; subscribing goes through sign-in (checkout needs it). */
export function PackagesRoute() {
  const { t } = useTranslation(['plans', 'common']);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const period: SellingPeriod = search.get('period') === 'yearly' ? 'YEARLY' : 'MONTHLY';
  const packages = usePackages();
  const subscription = useCurrentSubscription();

  const setPeriod = (next: SellingPeriod) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'YEARLY') params.set('period', 'yearly');
        else params.delete('period');
        return params;
      },
      { replace: true },
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, mx: 'auto', py: 2 }}>
      <title>{`${t('packages.title')} | ${t('common:appName')}`}</title>
      <Box sx={{ textAlign: 'center' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('packages.title')}
        </Typography>
        <Typography color="textSecondary">{t('packages.subtitle')}</Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <PeriodToggle value={period} onChange={setPeriod} packages={packages.data} />
      </Box>
      {packages.isPending ? (
        <Box sx={packagesGridSx}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={420} />
          ))}
        </Box>
      ) : packages.isError ? (
        <LoadFailed onRetry={() => void packages.refetch()} />
      ) : (
        <PackagesGrid
          packages={packages.data}
          period={period}
          subscription={subscription.data}
          onSubscribe={(priceGuid) => void navigate(paths.checkout.href(priceGuid))}
        />
      )}
    </Stack>
  );
}
