import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { TrialBanner } from '../../features/plans/components/trial-banner.tsx';
import { PageFallback } from '../../shared/ui/page-fallback.tsx';
import { paths } from '../paths.ts';
import { DemoDataBanner } from './demo-data-banner.tsx';
import { Footer } from './footer.tsx';
import { HashDialogs } from './hash-dialogs.tsx';
import { navItems } from './nav-items.ts';
import { TopBar } from './top-bar.tsx';
import { useMainMarket } from './use-main-market.ts';

export function AppLayout() {
  const { t } = useTranslation('shell');
  const { mainMarket } = useMainMarket();
  const items = navItems(mainMarket?.guid);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: 'tooltip',
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <TopBar items={items} />
      <DemoDataBanner />
      <Suspense fallback={null}>
        <TrialBanner packagesHref={paths.packages.href()} />
      </Suspense>
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth="xl"
        // At least a screen tall: the footer starts below the fold, so content arriving late never pushes it about.
        sx={{ flex: 1, minHeight: '100vh', py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 2, md: 3 }, outline: 'none' }}
      >
        {/* Route pages load their translation namespaces on first use. */}
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Container>
      <Footer />
      <HashDialogs />
      <ScrollRestoration />
    </Box>
  );
}
