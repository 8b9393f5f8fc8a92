import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../shared/ui/deferred-tooltip.tsx';

// The menu (Material UI's Menu, Popover and Modal, its items) is fetched when first opened, not with
// every page's first paint; it stays mounted afterwards for its closing transition.
const AccountMenuPopup = lazy(async () => ({ default: (await import('./account-menu-popup.tsx')).AccountMenuPopup }));

/** The account button of the top bar; its menu holds the language, and signing in or out. */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <>
      <DeferredTooltip title={t('account.menu')}>
        <IconButton
          id="account-button"
          aria-label={t('account.menu')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'account-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => {
            setMenuUsed(true);
            setAnchor(event.currentTarget);
          }}
          edge="end"
        >
          <AccountCircleOutlinedIcon />
        </IconButton>
      </DeferredTooltip>
      {menuUsed && (
        <Suspense fallback={null}>
          <AccountMenuPopup anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
