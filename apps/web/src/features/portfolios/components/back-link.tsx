import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Back to the portfolio; the arrow points to the reading direction's start. */
export function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('portfolios');
  const rtl = useTheme().direction === 'rtl';
  return (
    <Button component={RouterLink} to={to} startIcon={rtl ? <ArrowForwardIcon /> : <ArrowBackIcon />}>
      {t('buy.back')}
    </Button>
  );
}
