import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '../theme/color-mode.ts';

export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const { mode, toggle } = useColorMode();
  const label = mode === 'light' ? t('theme.toDark') : t('theme.toLight');
  return (
    <Tooltip title={label}>
      <IconButton onClick={toggle} aria-label={label} data-testid="theme-toggle">
        {mode === 'light' ? <DarkModeOutlinedIcon /> : <LightModeOutlinedIcon />}
      </IconButton>
    </Tooltip>
  );
}
