import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NavLinkButton } from './nav-link-button.tsx';
import { inlineNavCount, topBarOrder, type NavItem } from './nav-items.ts';

// The "more" menu (Material UI's Menu, Popover and Modal) is fetched when first opened, not with every
// page's first paint; it stays mounted afterwards for its closing transition.
const NavMoreMenu = lazy(async () => ({ default: (await import('./nav-more-menu.tsx')).NavMoreMenu }));

/** Desktop navigation: as many entries as fit, the rest under "more". Hidden below md (the drawer takes over). */
export function TopBarNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // Read before the first render (noSsr): a phone never draws the entries it would hide.
  const md = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const xl = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'), { noSsr: true });
  const lg = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);

  const count = xl ? inlineNavCount.xl : lg ? inlineNavCount.lg : inlineNavCount.md;
  const ordered = topBarOrder.flatMap((id) => items.filter((item) => item.id === id));
  const inline = ordered.slice(0, count);
  const more = ordered.slice(count);
  const moreActive = more.some((item) => item.isActive(pathname));
  if (!md) return null;

  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0, overflow: 'hidden' }}
    >
      {inline.map((item) => (
        <NavLinkButton key={item.id} item={item} active={item.isActive(pathname)} />
      ))}
      {more.length > 0 && (
        <>
          <Button
            id="nav-more-button"
            aria-haspopup="menu"
            aria-controls={anchor ? 'nav-more-menu' : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => {
              setMenuUsed(true);
              setAnchor(event.currentTarget);
            }}
            endIcon={<ExpandMoreIcon />}
            sx={{ color: moreActive ? 'primary.main' : 'text.primary', fontWeight: 500, whiteSpace: 'nowrap', px: 1.25 }}
          >
            {t('nav.more')}
          </Button>
          {menuUsed && (
            <Suspense fallback={null}>
              <NavMoreMenu anchor={anchor} onClose={() => setAnchor(null)} more={more} />
            </Suspense>
          )}
        </>
      )}
    </Box>
  );
}
