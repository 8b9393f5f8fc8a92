import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SubscriptionPanel } from '../../../features/plans/components/subscription-panel.tsx';
import { ProfileAccount } from '../../../features/users/components/profile-account.tsx';
import { PageFallback } from '../../../shared/ui/page-fallback.tsx';
import { paths } from '../../paths.ts';

const links = {
  changeEmail: paths.changeEmail.href(),
  changeMobile: paths.changeMobile.href(),
  changePassword: paths.changePassword.href(),
};

type ProfileTab = 'account' | 'subscription';

/** /dashboard/profile — the account tab, and the subscription and invoices tab (?tab=subscription). */
export function ProfileRoute() {
  const { t } = useTranslation(['users', 'common', 'plans']);
  const [search, setSearch] = useSearchParams();
  const tab: ProfileTab = search.get('tab') === 'subscription' ? 'subscription' : 'account';
  const select = (next: ProfileTab) => setSearch(next === 'subscription' ? { tab: next } : {}, { replace: true });

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <title>{`${t('profile.title')} | ${t('common:appName')}`}</title>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('profile.title')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_, next: ProfileTab) => select(next)} aria-label={t('profile.title')} variant="scrollable">
          <Tab value="account" label={t('profile.tabs.account')} id="profile-tab-account" aria-controls="profile-panel-account" />
          <Tab
            value="subscription"
            label={t('plans:subscription.title')}
            id="profile-tab-subscription"
            aria-controls="profile-panel-subscription"
          />
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
        {tab === 'account' ? (
          <ProfileAccount links={links} />
        ) : (
          <Suspense fallback={<PageFallback />}>
            <SubscriptionPanel packagesHref={paths.packages.href()} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
