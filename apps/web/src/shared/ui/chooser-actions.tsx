import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

type ChooserActionsProps = {
  labels: { reset: string; cancel: string; apply: string };
  onReset: () => void;
  onCancel: () => void;
  onApply: () => void;
  /** While a save is under way: reset is held and apply shows its progress. */
  pending?: boolean;
  applyDisabled?: boolean;
  applyTestId?: string;
};

/** A chooser dialog's footer: reset at the start, cancel and apply at the end, in reading order. */
export function ChooserActions({ labels, onReset, onCancel, onApply, pending, applyDisabled, applyTestId }: ChooserActionsProps) {
  return (
    <DialogActions sx={{ px: 3, py: 1.5, justifyContent: 'space-between' }}>
      <Button onClick={onReset} disabled={pending}>
        {labels.reset}
      </Button>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={onCancel}>{labels.cancel}</Button>
        <Button variant="contained" loading={pending} disabled={applyDisabled} data-testid={applyTestId} onClick={onApply}>
          {labels.apply}
        </Button>
      </Box>
    </DialogActions>
  );
}
