import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../paths.ts';

export function NotFoundRoute() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 } }}>
      <title>{`${t('notFound.title')} | ${t('common:appName')}`}</title>
      <Typography component="p" sx={{ fontSize: { xs: '4rem', md: '6rem' }, fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>
        {t('notFound.code')}
      </Typography>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="textSecondary">{t('notFound.description')}</Typography>
      <Button component={RouterLink} to={paths.home.href()} variant="contained">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
