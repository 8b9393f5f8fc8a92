import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import Box from '@mui/material/Box';
import type { Locale } from '@sahm/contracts/common';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { signOut } from '../../shared/auth/session.ts';
import { useSessionUser } from '../../shared/auth/use-session.ts';
import { supportedLocales, switchLocale } from '../../shared/i18n/locale.ts';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { paths } from '../paths.ts';

type AccountMenuPopupProps = { anchor: HTMLElement | null; onClose: () => void };

/**
 * The account menu itself. Signed in: name and email, language, manage account, log out.
 * Visitors: language, log in, register.
 */
export function AccountMenuPopup({ anchor, onClose: close }: AccountMenuPopupProps) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const logOut = async () => {
    close();
    await signOut();
    // Nothing of the previous user stays in the cache.
    queryClient.clear();
    navigate(paths.login.href(), { replace: true });
  };

  const choose = (next: Locale) => {
    close();
    if (next !== locale) switchLocale(next);
  };

  return (
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': 'account-button', dense: true }, paper: { sx: { minWidth: 220 } } }}
    >
      {user && (
        <li>
          <Box sx={{ px: 2, pt: 1, pb: 1.5, maxWidth: 280 }} data-testid="account-identity">
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {user.first_name} {user.last_name}
            </Typography>
            {/* Left to right on its own, so a long address loses its end to the ellipsis, not its start. */}
            <Typography
              variant="body2"
              color="textSecondary"
              noWrap
              dir="ltr"
              sx={{ textAlign: (theme) => (theme.direction === 'rtl' ? 'end' : 'start') }}
            >
              {user.email}
            </Typography>
          </Box>
          <Divider />
        </li>
      )}
      <ListSubheader sx={{ lineHeight: '36px' }}>{t('account.language')}</ListSubheader>
      {supportedLocales.map((option) => (
        <MenuItem key={option} onClick={() => choose(option)} selected={option === locale} lang={option}>
          <ListItemText>{t(`languages.${option}`)}</ListItemText>
          {option === locale && (
            <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
              <CheckIcon fontSize="small" />
            </ListItemIcon>
          )}
        </MenuItem>
      ))}
      <Divider />
      {user
        ? [
            <MenuItem key="manage" component={RouterLink} to={paths.profile.href()} onClick={close}>
              <ListItemIcon>
                <ManageAccountsOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('account.manage')}</ListItemText>
            </MenuItem>,
            <MenuItem key="logout" onClick={() => void logOut()}>
              <ListItemIcon>
                <LogoutIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
              </ListItemIcon>
              <ListItemText>{t('account.logout')}</ListItemText>
            </MenuItem>,
          ]
        : [
            <MenuItem key="login" component={RouterLink} to={paths.login.href()} onClick={close}>
              {t('account.login')}
            </MenuItem>,
            <MenuItem key="register" component={RouterLink} to={paths.register.href()} onClick={close}>
              {t('account.register')}
            </MenuItem>,
          ]}
    </Menu>
  );
}
