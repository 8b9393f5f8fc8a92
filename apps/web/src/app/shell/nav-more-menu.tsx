import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { NavItem } from './nav-items.ts';

type NavMoreMenuProps = { anchor: HTMLElement | null; onClose: () => void; more: NavItem[] };

/** The entries of the top bar that do not fit in it. */
export function NavMoreMenu({ anchor, onClose, more }: NavMoreMenuProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Menu
      id="nav-more-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': 'nav-more-button' } }}
    >
      {more.map((item) =>
        item.external ? (
          <MenuItem key={item.id} component="a" href={item.href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
            <ListItemText>{t(`nav.${item.id}`)}</ListItemText>
            <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
              <OpenInNewIcon fontSize="small" aria-label={t('nav.opensInNewTab')} />
            </ListItemIcon>
          </MenuItem>
        ) : (
          <MenuItem key={item.id} component={RouterLink} to={item.href} selected={item.isActive(pathname)} onClick={onClose}>
            {t(`nav.${item.id}`)}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
