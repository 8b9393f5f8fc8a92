import type { Locale } from '@sahm/contracts/common';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, ScrollRestoration } from 'react-router';
import { getSession, subscribeSession } from '../../../shared/auth/session.ts';
import { LOCALE_STORAGE_KEY } from '../../../shared/i18n/locale.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { PageFallback } from '../../../shared/ui/page-fallback.tsx';
import { paths } from '../../paths.ts';
import { Brand } from '../../shell/brand.tsx';
import { Footer } from '../../shell/footer.tsx';

/** The landing page in the other language: the choice is saved, then the page loads afresh (as every locale change). */
function openLanding(next: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // without storage /en still forces English
  }
  window.location.assign(next === 'en' ? paths.landingEn.href() : paths.home.href());
}

/**
 * Whether someone is signed in. The landing page is also rendered at build time, for a visitor,
 * and taken over by the browser as it is; so the first render in the browser is a visitor's too,
 * and a signed-in reader's page follows at once.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeSession,
    () => getSession().user !== null,
    () => false,
  );
}

/** The public pages' frame (landing, terms, account deletion): none of the dashboard shell is loaded. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  const signedIn = useSignedIn();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {/* A phone's gutters up to md: the spec's sm starts at 409 px, where the toolbar's wider tablet gutters pushed its four buttons 2 px past a 412 px screen. */}
        <Toolbar sx={{ gap: 1, px: { xs: 2, md: 3 } }}>
          <Brand />
          <Box sx={{ flex: 1 }} />
          {/* From md: at sm's 409 px the four other buttons shrank until the Arabic "try now" touched its neighbour (the landing's packages section and the hero's sign-up stay). */}
          <Button component={RouterLink} to={paths.packages.href()} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            {t('nav.packages')}
          </Button>
          <Button onClick={() => openLanding(locale === 'en' ? 'ar' : 'en')} lang={locale === 'en' ? 'ar' : 'en'}>
            {t('nav.otherLanguage')}
          </Button>
          {signedIn ? (
            <Button component={RouterLink} to={paths.dashboard.href()} variant="contained">
              {t('nav.dashboard')}
            </Button>
          ) : (
            <>
              <Button component={RouterLink} to={paths.login.href()} sx={{ whiteSpace: 'nowrap' }}>
                {t('nav.login')}
              </Button>
              <Button
                component={RouterLink}
                to={paths.register.href()}
                variant="contained"
                sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline-flex' } }}
              >
                {t('nav.tryNow')}
              </Button>
            </>
          )}
        </Toolbar>
      </AppBar>
      {/* At least a screen tall: the footer starts below the fold and is not pushed down when a page arrives. */}
      <Box component="main" id="main" sx={{ flex: 1, minHeight: '100vh' }}>
        <Suspense fallback={<PageFallback />}>{children ?? <Outlet />}</Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}

export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}
