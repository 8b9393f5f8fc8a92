import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useCreateShare } from '../api/create-share.ts';
import { useShare } from '../api/get-share.ts';
import { useRevokeShare } from '../api/revoke-share.ts';

type ShareDialogProps = {
  guid: string;
  name: string;
  open: boolean;
  onClose: () => void;
  /** The public page's absolute address for a token. */
  linkOf: (token: string) => string;
};

/** The owner's switch for a portfolio's read-only link: what the viewer sees, the link to copy, and turning it off. */
export function ShareDialog({ guid, name, open, onClose, linkOf }: ShareDialogProps) {
  const { t } = useTranslation('share');
  const state = useShare(guid);
  const create = useCreateShare(guid);
  const revoke = useRevokeShare(guid);
  const token = state.data?.token ?? null;
  const url = token ? linkOf(token) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(t('dialog.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('dialog.copyFailed'), { variant: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-dialog-title">
      <DialogTitle id="share-dialog-title">{t('dialog.title', { name })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2">{t('dialog.sees')}</Typography>
        <Alert severity="info" variant="outlined">
          {t('dialog.noAmounts')}
        </Alert>
        {state.isPending ? (
          <Skeleton variant="rectangular" height={56} sx={{ borderRadius: 1 }} />
        ) : token ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <TextField
              label={t('dialog.link')}
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'share-link' }, inputLabel: { shrink: true } }}
              onFocus={(event) => event.target.select()}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                {t('dialog.copy')}
              </Button>
              <Button
                color="error"
                variant="outlined"
                startIcon={<LinkOffIcon />}
                loading={revoke.isPending}
                onClick={() => revoke.mutate()}
              >
                {t('dialog.revoke')}
              </Button>
            </Box>
            <Typography variant="caption" color="textSecondary">
              {t('dialog.revokeNote')}
            </Typography>
          </Box>
        ) : (
          <Box>
            <Button variant="contained" loading={create.isPending} onClick={() => create.mutate()}>
              {t('dialog.create')}
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
