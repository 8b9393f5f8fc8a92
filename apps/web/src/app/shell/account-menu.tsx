import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import CheckIcon from '@mui/icons-material/Check';
import type { Locale } from '@sahm/contracts/common';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { supportedLocales, switchLocale } from '../../shared/i18n/locale.ts';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { futurePaths } from '../paths.ts';

/** Anonymous visitors: language, log in, register. Signed-in entries arrive with the accounts work. */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  const choose = (next: Locale) => {
    close();
    if (next !== locale) switchLocale(next);
  };

  return (
    <>
      <Tooltip title={t('account.menu')}>
        <IconButton
          id="account-button"
          aria-label={t('account.menu')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'account-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          edge="end"
        >
          <AccountCircleOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'account-button', dense: true }, paper: { sx: { minWidth: 220 } } }}
      >
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
        <MenuItem component={RouterLink} to={futurePaths.login} onClick={close}>
          {t('account.login')}
        </MenuItem>
        <MenuItem component={RouterLink} to={futurePaths.register} onClick={close}>
          {t('account.register')}
        </MenuItem>
      </Menu>
    </>
  );
}
