import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A route that failed to load or render (most often a stale chunk after a release). */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Stack spacing={2} role="alert" sx={{ alignItems: 'center', textAlign: 'center', py: 10, px: 2 }}>
      <Typography component="h1" variant="h6">
        {t('errors.pageFailed')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
    </Stack>
  );
}
