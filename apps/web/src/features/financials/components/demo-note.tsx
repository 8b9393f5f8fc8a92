import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/**
 * Generated figures say so, as the demo's Shariah cards do. `held`: the figures are still on their
 * way, and the note keeps its place unseen, so that arriving above them it moves nothing.
 */
export function DemoNote({ held = false }: { held?: boolean }) {
  const { t } = useTranslation('financials');
  return (
    <Alert
      severity="info"
      icon={<InfoOutlinedIcon fontSize="small" />}
      data-testid={held ? 'financials-demo-held' : 'financials-demo'}
      aria-hidden={held || undefined}
      sx={held ? { visibility: 'hidden' } : undefined}
    >
      {t('demo')}
    </Alert>
  );
}
