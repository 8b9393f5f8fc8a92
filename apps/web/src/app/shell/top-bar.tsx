import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../paths.ts';
import { AccountMenu } from './account-menu.tsx';
import { AlertBell } from './alert-bell.tsx';
import { Brand } from './brand.tsx';
import type { NavItem } from './nav-items.ts';
import { SearchBox } from './search-box.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { TopBarNav } from './top-bar-nav.tsx';
import { useOffersSubscription } from './use-offers-subscription.ts';

// The phone's menu (Material UI's Drawer, Modal and transitions) is fetched when first opened, not
// with every page's first paint; it stays mounted afterwards for its closing transition.
const NavDrawer = lazy(async () => ({ default: (await import('./nav-drawer.tsx')).NavDrawer }));

export function TopBar({ items }: { items: NavItem[] }) {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const offersSubscription = useOffersSubscription();

  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: { xs: 0.5, md: 1.5 }, minHeight: { xs: 56, md: 64 } }}>
        <IconButton
          edge="start"
          aria-label={t('nav.openMenu')}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Brand />
        <TopBarNav items={items} />
        <Box sx={{ flex: 1 }} />
        <SearchBox />
        {offersSubscription && (
          <Button
            component={RouterLink}
            to={paths.packages.href()}
            variant="contained"
            size="small"
            sx={{ display: { xs: 'none', lg: 'inline-flex' }, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('account.subscribe')}
          </Button>
        )}
        <ThemeToggle />
        <AlertBell />
        <AccountMenu />
      </Toolbar>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} items={items} />
        </Suspense>
      )}
    </AppBar>
  );
}
