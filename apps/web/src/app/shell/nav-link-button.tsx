import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NavItem } from './nav-items.ts';

type NavLinkButtonProps = { item: NavItem; active: boolean };

export function NavLinkButton({ item, active }: NavLinkButtonProps) {
  const { t } = useTranslation('shell');
  const sx = {
    color: active ? 'primary.main' : 'text.primary',
    fontWeight: active ? 700 : 500,
    whiteSpace: 'nowrap',
    flexShrink: 0,
    px: 1.25,
    minWidth: 0,
    borderRadius: 2,
    position: 'relative',
    // The active entry is underlined as well as coloured: colour alone is not enough.
    '&::after': active
      ? { content: '""', position: 'absolute', insetInline: 10, bottom: 2, height: 2, borderRadius: 1, bgcolor: 'currentColor' }
      : undefined,
  } as const;

  if (item.external) {
    return (
      <Button
        component="a"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon sx={{ fontSize: '1rem !important' }} aria-label={t('nav.opensInNewTab')} />}
        sx={sx}
      >
        {t(`nav.${item.id}`)}
      </Button>
    );
  }
  return (
    <Button component={RouterLink} to={item.href} aria-current={active ? 'page' : undefined} sx={sx}>
      {t(`nav.${item.id}`)}
    </Button>
  );
}
