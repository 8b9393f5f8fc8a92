import { shariahStatuses, type ShariahStatus } from '@sahm/contracts/company';
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const isKnown = (status: string): status is ShariahStatus => (shariahStatuses as readonly string[]).includes(status);

/**
 * Each status in its colour, from the theme so it holds in both modes: the theme's success, error and
 * warning shades are tuned to carry their contrast text at 4.5:1 or more, light and dark; mixed is a
 * neutral grey. A status the product does not know is shown as it comes, on the default chip.
 */
const palette: Record<ShariahStatus, (theme: Theme) => { bg: string; fg: string }> = {
  COMPLIANT: (theme) => ({ bg: theme.palette.success.main, fg: theme.palette.success.contrastText }),
  NON_COMPLIANT: (theme) => ({ bg: theme.palette.error.main, fg: theme.palette.error.contrastText }),
  NON_COMPLIANT_ACTIVITY: (theme) => ({ bg: theme.palette.warning.main, fg: theme.palette.warning.contrastText }),
  MIXED: (theme) =>
    theme.palette.mode === 'dark'
      ? { bg: theme.palette.grey[400], fg: theme.palette.common.black }
      : { bg: theme.palette.grey[700], fg: theme.palette.common.white },
};

export function ShariahStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('company');
  if (!isKnown(status)) return <Chip size="small" label={status} data-status={status} />;
  const colors = palette[status];
  return (
    <Chip
      size="small"
      label={t(`shariah.statuses.${status}`)}
      data-status={status}
      sx={(theme) => ({ bgcolor: colors(theme).bg, color: colors(theme).fg, fontWeight: 700 })}
    />
  );
}
