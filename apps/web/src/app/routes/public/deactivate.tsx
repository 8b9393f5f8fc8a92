import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DeactivationForm } from '../../../features/landing/components/deactivation-form.tsx';
import { PublicPage } from './public-layout.tsx';

/** /account/deactivate — ask for the account to be closed. */
export function DeactivateRoute() {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <PublicPage>
      <title>{`${t('deactivate.title')} | ${t('common:appName')}`}</title>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 560, mx: 'auto' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {t('deactivate.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t('deactivate.intro')}
        </Typography>
        <DeactivationForm />
      </Paper>
    </PublicPage>
  );
}
