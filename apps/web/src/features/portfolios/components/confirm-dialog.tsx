import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  id: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A question with a confirm and a cancel button (delete, buy and sell summaries, insufficient cash). */
export function ConfirmDialog({ id, title, children, confirmLabel, cancelLabel, busy, danger, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`} data-testid={id}>
      <DialogTitle id={`${id}-title`} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={danger ? 'error' : 'primary'} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
