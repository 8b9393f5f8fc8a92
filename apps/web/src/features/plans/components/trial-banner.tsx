import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { useCurrentSubscription } from '../api/plans-api.ts';
import { rememberedTrial, rememberTrial } from '../trial-memory.ts';
import { isTrial, trialProgress } from '../trial-progress.ts';

/** The free-trial banner: PROFESSIONAL users whose package period is NO_PERIOD (spec §2, app shell). */
export function TrialBanner({ packagesHref }: { packagesHref: string }) {
  const user = useSessionUser();
  const onProfessional = user?.current_plan === 'PROFESSIONAL';
  return onProfessional ? <TrialBannerBody packagesHref={packagesHref} userSub={user.sub} /> : null;
}

function TrialBannerBody({ packagesHref, userSub }: { packagesHref: string; userSub: string }) {
  const { t } = useTranslation('plans');
  const subscription = useCurrentSubscription();
  const [remembered] = useState(() => rememberedTrial(userSub));
  useEffect(() => {
    if (subscription.data) rememberTrial(userSub, subscription.data);
  }, [subscription.data, userSub]);
  const shown = subscription.data ?? remembered;
  if (!shown || shown.status !== 'ACTIVE' || !isTrial(shown)) return null;
  const progress = trialProgress(shown);
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
