import type { Alert as AlertModel, AlertCreate } from '@sahm/contracts/alerts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useCreateAlert } from '../api/create-alert.ts';
import { useUpdateAlert } from '../api/update-alert.ts';
import { askPermission, subscribePush, type PushOutcome } from '../push.ts';
import { stockPageKinds } from '../thresholds.ts';
import { AlertForm, type AlertFormValues } from './alert-form.tsx';
import type { AlertTarget } from './alert-target.ts';

type AlertDialogProps = {
  open: boolean;
  onClose: () => void;
  target: AlertTarget;
  /** The alert being edited; none to create one. */
  alert?: AlertModel;
  /** Where a plan with more alerts is bought (shown when the allowance is used). */
  upgradeHref: string;
};

/** Says how turning on browser notifications went; the alert itself is kept whatever happened. */
function reportPush(outcome: PushOutcome, say: (key: `push.${PushOutcome}`) => string) {
  enqueueSnackbar(say(`push.${outcome}`), { variant: outcome === 'subscribed' ? 'success' : 'default', autoHideDuration: 8000 });
}

/** Creates an alert on a stock or a portfolio, or edits one's threshold, channels and cooldown. */
export function AlertDialog({ open, onClose, target, alert, upgradeHref }: AlertDialogProps) {
  const { t } = useTranslation(['alerts', 'common']);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const create = useCreateAlert();
  const update = useUpdateAlert({ silent: true });
  const [error, setError] = useState<ReactNode>(null);
  const kinds = alert ? [alert.kind] : target.type === 'stock' ? stockPageKinds : (['portfolio_move'] as const);

  const refused = (failure: unknown) => {
    if (!(failure instanceof ApiError)) return setError(t('common:errors.unexpected'));
    const body = failure.body as { code?: unknown; upgrade_to?: unknown } | null;
    // The allowance is used: a higher plan has more, unless this is the highest already.
    const upgrade = failure.status === 403 && body?.code === 'alert_limit' && Boolean(body.upgrade_to);
    setError(
      upgrade ? (
        <>
          {failure.message}{' '}
          <Button component={RouterLink} to={upgradeHref} size="small" color="inherit" sx={{ textDecoration: 'underline' }}>
            {t('page.upgrade')}
          </Button>
        </>
      ) : (
        failure.message
      ),
    );
  };

  const submit = async (values: AlertFormValues) => {
    setError(null);
    // The browser asks in this click, the gesture some of them require; only when push was just chosen.
    const wantsPush = values.channels.push && !alert?.channels.push;
    const permission = wantsPush ? askPermission() : null;
    try {
      if (alert) {
        await update.mutateAsync({
          guid: alert.guid,
          changes: {
            ...(values.threshold !== null ? { threshold: values.threshold } : {}),
            channels: values.channels,
            cooldown_minutes: values.cooldown_minutes,
          },
        });
      } else {
        const body: AlertCreate = {
          kind: values.kind,
          ...(target.type === 'stock' ? { stock_guid: target.guid } : { portfolio_guid: target.guid }),
          ...(values.threshold !== null ? { threshold: values.threshold } : {}),
          ...(values.provider ? { provider: values.provider } : {}),
          channels: values.channels,
          cooldown_minutes: values.cooldown_minutes,
        };
        await create.mutateAsync(body);
      }
    } catch (failure) {
      return refused(failure);
    }
    enqueueSnackbar(t(alert ? 'form.saved' : 'form.created'), { variant: 'success' });
    onClose();
    if (permission) reportPush(await subscribePush(permission), t);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="alert-dialog-title">
      <DialogTitle id="alert-dialog-title">
        {t(alert ? 'form.editTitle' : 'form.createTitle', {
          name: target.type === 'stock' ? `${target.name} (${target.symbol})` : target.name,
        })}
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <AlertForm
          kinds={kinds}
          initial={alert ?? undefined}
          price={target.type === 'stock' ? target.price : null}
          submitLabel={t(alert ? 'form.save' : 'form.create')}
          submitting={create.isPending || update.isPending}
          error={error}
          onSubmit={(values) => void submit(values)}
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
