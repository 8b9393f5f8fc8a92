import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { useCurrentSubscription } from '../api/plans-api.ts';
import { isTrial, trialProgress } from '../trial-progress.ts';

/** The free-trial banner: PROFESSIONAL users whose package period is NO_PERIOD (spec §2, app shell). */
export function TrialBanner({ packagesHref }: { packagesHref: string }) {
  const user = useSessionUser();
  const onProfessional = user?.current_plan === 'PROFESSIONAL';
  return onProfessional ? <TrialBannerBody packagesHref={packagesHref} /> : null;
}

function TrialBannerBody({ packagesHref }: { packagesHref: string }) {
  const { t } = useTranslation('plans');
  const subscription = useCurrentSubscription();
  if (!subscription.data || subscription.data.status !== 'ACTIVE' || !isTrial(subscription.data)) return null;
  const progress = trialProgress(subscription.data);
  return (
    <Alert
      severity="info"
      icon={false}
      data-testid="trial-banner"
      sx={{ borderRadius: 0, '& .MuiAlert-message': { width: '100%' } }}
      action={
        <Button component={RouterLink} to={packagesHref} size="small" variant="contained" sx={{ whiteSpace: 'nowrap' }}>
          {t('packages.subscribe')}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <span>{t('trial.title')}</span>
        <strong>{t('trial.remaining', { count: progress.remaining })}</strong>
      </Box>
      <LinearProgress
        variant="determinate"
        value={progress.used}
        aria-label={t('trial.remaining', { count: progress.remaining })}
        sx={{ mt: 1, height: 6, borderRadius: 3 }}
      />
    </Alert>
  );
}
