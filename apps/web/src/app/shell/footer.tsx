import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { env } from '../../shared/config/env.ts';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { paths } from '../paths.ts';
import { belowFoldSx } from '../../shared/ui/below-fold-sx.ts';
import { AppStoreBadge } from './app-store-badge.tsx';
import { LicenceBadge } from './licence-badge.tsx';
import { shownSocialLinks } from './social-links.ts';

const social = shownSocialLinks();

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

export function Footer() {
  const { t } = useTranslation(['shell', 'common']);
  const locale = useLocale();
  return (
    <Box component="footer" sx={{ mt: 6, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', ...belowFoldSx(480) }}>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: social.length > 0 ? '2fr 1fr 1fr' : '2fr 1fr' },
          }}
        >
          <Stack spacing={2} sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 420 }}>
              {t('footer.tagline')}
            </Typography>
            <LicenceBadge />
            <AppStoreBadge />
          </Stack>
          <Box component="nav" aria-label={t('footer.links')}>
            <Heading>{t('footer.links')}</Heading>
            <Stack spacing={1}>
              <Link component={RouterLink} to={paths.terms.href()} color="inherit" underline="hover">
                {t('footer.terms')}
              </Link>
              {(['about', 'help', 'privacy', 'contact'] as const).map((page) => (
                <Link key={page} component={RouterLink} to={paths[page].href()} color="inherit" underline="hover">
                  {t(`footer.${page}`)}
                </Link>
              ))}
              <Link
                href={`${env.apiBase}/announcements/feed.xml?lang=${locale}`}
                type="application/rss+xml"
                color="inherit"
                underline="hover"
              >
                {t('footer.feed')}
              </Link>
            </Stack>
          </Box>
          {social.length > 0 && (
            <Box>
              <Heading>{t('footer.follow')}</Heading>
              <Stack direction="row" spacing={0.5} sx={{ marginInlineStart: -1 }}>
                {social.map(({ id, href, Icon }) => (
                  <IconButton key={id} component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={t(`social.${id}`)}>
                    <Icon />
                  </IconButton>
                ))}
              </Stack>
            </Box>
          )}
        </Box>
        <Divider sx={{ my: 3 }} />
        <Stack spacing={0.5}>
          <Typography variant="caption" color="textSecondary" data-testid="demo-data-note">
            {t('common:demoData.banner')}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {t('footer.priceDelay')}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
