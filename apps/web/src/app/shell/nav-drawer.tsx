import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../paths.ts';
import { useOffersSubscription } from './use-offers-subscription.ts';
import { Brand } from './brand.tsx';
import type { NavItem } from './nav-items.ts';

type NavDrawerProps = { open: boolean; onClose: () => void; items: NavItem[] };

/** Phones and small tablets: every entry in the spec's order. "left" is the reading start; MUI mirrors it in Arabic. */
export function NavDrawer({ open, onClose, items }: NavDrawerProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const offersSubscription = useOffersSubscription();
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }} onClick={onClose}>
        <Brand />
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.label')}>
        <List>
          {items.map((item) => (
            <ListItem key={item.id} disablePadding>
              {item.external ? (
                <ListItemButton component="a" href={item.href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
                  <ListItemText primary={t(`nav.${item.id}`)} />
                  <OpenInNewIcon fontSize="small" color="action" aria-label={t('nav.opensInNewTab')} />
                </ListItemButton>
              ) : (
                <ListItemButton
                  component={RouterLink}
                  to={item.href}
                  selected={item.isActive(pathname)}
                  aria-current={item.isActive(pathname) ? 'page' : undefined}
                  onClick={onClose}
                >
                  <ListItemText primary={t(`nav.${item.id}`)} />
                </ListItemButton>
              )}
            </ListItem>
          ))}
        </List>
      </Box>
      {offersSubscription && (
        <>
          <Divider />
          <Box sx={{ p: 2 }}>
            <Button component={RouterLink} to={paths.packages.href()} variant="contained" fullWidth onClick={onClose}>
              {t('account.subscribe')}
            </Button>
          </Box>
        </>
      )}
    </Drawer>
  );
}
