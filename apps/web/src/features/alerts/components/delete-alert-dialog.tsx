import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

type DeleteAlertDialogProps = { name: string | null; busy: boolean; onConfirm: () => void; onClose: () => void };

/** Asks before an alert is deleted; its past notifications stay. */
export function DeleteAlertDialog({ name, busy, onConfirm, onClose }: DeleteAlertDialogProps) {
  const { t } = useTranslation('alerts');
  return (
    <Dialog open={name !== null} onClose={onClose} aria-labelledby="delete-alert-title" aria-describedby="delete-alert-text">
      <DialogTitle id="delete-alert-title">{t('item.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-alert-text">{t('item.deleteText', { name: name ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('item.cancel')}</Button>
        <Button color="error" variant="contained" loading={busy} onClick={onConfirm}>
          {t('item.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
