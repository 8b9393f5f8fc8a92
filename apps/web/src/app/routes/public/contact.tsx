import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePackages } from '../../../features/plans/api/plans-api.ts';
import { env } from '../../../shared/config/env.ts';
import { realAddress } from '../../../shared/config/placeholder.ts';
import { paths } from '../../paths.ts';
import { PublicPage } from './public-layout.tsx';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** An address written left to right inside either language's text. */
const Mail = ({ to }: { to: string }) => (
  <Link href={`mailto:${to}`} dir="ltr" sx={{ fontWeight: 600, unicodeBidi: 'isolate', alignSelf: 'flex-start' }}>
    {to}
  </Link>
);

/**
 * /contact — how to reach us: support by email, the corporate package's sales address (the
 * package's own contact address, from the API), the book-a-trial form and the self-service pages.
 */
export function ContactRoute() {
  const { t } = useTranslation(['landing', 'common']);
  // Addresses on reserved example domains are stand-ins nobody configured: not shown as if they worked.
  const corporate = realAddress(usePackages().data?.find((p) => p.contact_email)?.contact_email);
  const support = realAddress(env.supportEmail);
  return (
    <PublicPage>
      <title>{`${t('contactPage.title')} | ${t('common:appName')}`}</title>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('contactPage.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('contactPage.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card title={t('contactPage.support.title')}>
          <Typography variant="body2">{t('contactPage.support.body')}</Typography>
          {support && <Mail to={support} />}
          <Typography variant="body2" color="textSecondary">
            {t('contactPage.support.hours')}
          </Typography>
        </Card>
        <Card title={t('contactPage.corporate.title')}>
          <Typography variant="body2">{t('contactPage.corporate.body')}</Typography>
          {corporate && <Mail to={corporate} />}
        </Card>
        <Card title={t('contactPage.trial.title')}>
          <Typography variant="body2">{t('contactPage.trial.body')}</Typography>
          {/* A full load, so the browser scrolls to the form on the landing page. */}
          <Link href={`${paths.home.href()}#book-trial`} sx={{ fontWeight: 600 }}>
            {t('contactPage.trial.link')}
          </Link>
        </Card>
        <Card title={t('contactPage.account.title')}>
          <Typography variant="body2">{t('contactPage.account.body')}</Typography>
          <Link component={RouterLink} to={paths.deactivate.href()} sx={{ fontWeight: 600 }}>
            {t('contactPage.account.deactivate')}
          </Link>
          <Link component={RouterLink} to={paths.terms.href()} sx={{ fontWeight: 600 }}>
            {t('contactPage.account.terms')}
          </Link>
        </Card>
      </Box>
    </PublicPage>
  );
}
