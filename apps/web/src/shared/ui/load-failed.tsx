import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';

/** "We couldn't load the data", with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      icon={<ErrorOutlineIcon />}
      title={t('errors.loadFailed')}
      action={
        <Button variant="outlined" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
