import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** Shariah compliant: a green tick or a red cross, with the words for screen readers and for the eye. */
export function ShariahMark({ compliant, withText = false }: { compliant: boolean; withText?: boolean }) {
  const { t } = useTranslation('funds');
  const label = t(compliant ? 'shariah.compliant' : 'shariah.notCompliant');
  const Icon = compliant ? CheckCircleIcon : CancelIcon;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: compliant ? 'success.main' : 'error.main' }}>
      <Icon fontSize="small" titleAccess={withText ? undefined : label} aria-hidden={withText} />
      {withText && <Box component="span">{label}</Box>}
    </Box>
  );
}
