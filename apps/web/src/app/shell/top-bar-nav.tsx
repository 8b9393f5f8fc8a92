import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { NavLinkButton } from './nav-link-button.tsx';
import { inlineNavCount, topBarOrder, type NavItem } from './nav-items.ts';

/** Desktop navigation: as many entries as fit, the rest under "more". Hidden below md (the drawer takes over). */
export function TopBarNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // Read before the first render (noSsr): a phone never draws the entries it would hide.
  const md = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const xl = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'), { noSsr: true });
  const lg = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is drawn once first opened (and kept, for its closing transition).
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
            <Menu
              id="nav-more-menu"
              anchorEl={anchor}
              open={Boolean(anchor)}
              onClose={() => setAnchor(null)}
              slotProps={{ list: { 'aria-labelledby': 'nav-more-button' } }}
            >
              {more.map((item) =>
                item.external ? (
                  <MenuItem
                    key={item.id}
                    component="a"
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => setAnchor(null)}
                  >
                    <ListItemText>{t(`nav.${item.id}`)}</ListItemText>
                    <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
                      <OpenInNewIcon fontSize="small" aria-label={t('nav.opensInNewTab')} />
                    </ListItemIcon>
                  </MenuItem>
                ) : (
                  <MenuItem
                    key={item.id}
                    component={RouterLink}
                    to={item.href}
                    selected={item.isActive(pathname)}
                    onClick={() => setAnchor(null)}
                  >
                    {t(`nav.${item.id}`)}
                  </MenuItem>
                ),
              )}
            </Menu>
          )}
        </>
      )}
    </Box>
  );
}
