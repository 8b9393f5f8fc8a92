import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Generated figures say so, as the demo's Shariah cards do. */
export function DemoNote() {
  const { t } = useTranslation('financials');
  return (
    <Alert severity="info" icon={<InfoOutlinedIcon fontSize="small" />} data-testid="financials-demo">
      {t('demo')}
    </Alert>
  );
}
