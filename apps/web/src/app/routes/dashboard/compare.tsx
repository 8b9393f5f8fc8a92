import i18next from 'i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../shared/auth/use-session.ts';
import { GatedContent, gateStateOf } from '../../../shared/ui/gated-content.tsx';
import { paths } from '../../paths.ts';
import { useSignInTarget } from '../use-sign-in-prompt.ts';
import { ComparisonPanel } from './comparison-panel.tsx';
import { useUpgradeOnArrival } from '../use-upgrade-offer.ts';

// The page's wording comes with its code, so it never renders (or suspends) without it.
await i18next.loadNamespaces(['comparisons', 'stocks', 'markets', 'plans']);

const PERMISSION = 'CAN_COMPARE_COMPANIES_PERFORMANCE';

/** /dashboard/compare — companies or sectors side by side (spec §2 "Comparisons page"); plans without the permission get the upgrade dialog. */
export function CompareRoute() {
  const { t } = useTranslation(['comparisons', 'common']);
  const user = useSessionUser();
  const locked = gateStateOf(user, PERMISSION) === 'locked';
  // Without the permission at all the dialog speaks of the plan, not of the one-company limit.
  useUpgradeOnArrival(locked);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      <title>{`${t('title')} | ${t('common:appName')}`}</title>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="textSecondary" variant="body2">
          {t('subtitle')}
        </Typography>
      </Box>
      <GatedContent permission={PERMISSION} signInTo={useSignInTarget()} upgradeTo={paths.payment.href()}>
        <ComparisonPanel />
      </GatedContent>
    </Box>
  );
}
