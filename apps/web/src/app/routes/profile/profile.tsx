import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProfileAccount } from '../../../features/users/components/profile-account.tsx';
import { paths } from '../../paths.ts';

const links = {
  changeEmail: paths.changeEmail.href(),
  changeMobile: paths.changeMobile.href(),
  changePassword: paths.changePassword.href(),
};

/** /dashboard/profile — the account tab. (The subscription and invoices tab comes with the plans work.) */
export function ProfileRoute() {
  const { t } = useTranslation(['users', 'common']);
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <title>{`${t('profile.title')} | ${t('common:appName')}`}</title>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('profile.title')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value="account" aria-label={t('profile.title')}>
          <Tab value="account" label={t('profile.tabs.account')} id="profile-tab-account" aria-controls="profile-panel-account" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="profile-panel-account" aria-labelledby="profile-tab-account">
        <ProfileAccount links={links} />
      </Box>
    </Box>
  );
}
