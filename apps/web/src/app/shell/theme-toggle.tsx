import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../shared/ui/deferred-tooltip.tsx';
import { useColorMode } from '../theme/color-mode.ts';

export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const { mode, toggle } = useColorMode();
  const label = mode === 'light' ? t('theme.toDark') : t('theme.toLight');
  return (
    <DeferredTooltip title={label}>
      <IconButton onClick={toggle} aria-label={label} data-testid="theme-toggle">
        {mode === 'light' ? <DarkModeOutlinedIcon /> : <LightModeOutlinedIcon />}
      </IconButton>
    </DeferredTooltip>
  );
}
