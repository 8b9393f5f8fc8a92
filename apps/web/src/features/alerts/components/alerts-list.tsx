import type { Alert } from '@sahm/contracts/alerts';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { Fragment, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { alertSummary } from '../alert-summary.ts';
import { useDeleteAlert } from '../api/delete-alert.ts';
import { useAlerts } from '../api/get-alerts.ts';
import { useUpdateAlert } from '../api/update-alert.ts';
import { AlertCard, type AlertLinks } from './alert-card.tsx';
import type { AlertTarget } from './alert-target.ts';
import { DeleteAlertDialog } from './delete-alert-dialog.tsx';

const AlertDialog = lazy(async () => ({ default: (await import('./alert-dialog.tsx')).AlertDialog }));

type AlertsListProps = { links: AlertLinks & { upgrade: string; browse: string } };

const targetOf = (alert: Alert): AlertTarget =>
  alert.stock
    ? { type: 'stock', guid: alert.stock.guid, name: alert.stock.short_name, symbol: alert.stock.symbol_code, price: null }
    : { type: 'portfolio', guid: alert.portfolio?.guid ?? alert.guid, name: alert.portfolio?.name ?? '' };

/** The user's alerts: pause and resume, edit, delete. */
export function AlertsList({ links }: AlertsListProps) {
  const { t } = useTranslation('alerts');
  const locale = useLocale();
  const alerts = useAlerts();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const [editing, setEditing] = useState<Alert | null>(null);
  const [deleting, setDeleting] = useState<Alert | null>(null);

  if (alerts.isPending) return <Skeleton variant="rounded" height={240} />;
  if (alerts.isError) return <LoadFailed onRetry={() => void alerts.refetch()} />;
  const { items } = alerts.data;

  if (items.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState
          icon={<NotificationsNoneOutlinedIcon />}
          title={t('page.empty')}
          description={t('page.emptyHint')}
          action={
            <Button component={RouterLink} to={links.browse} variant="contained">
              {t('page.browseStocks')}
            </Button>
          }
        />
      </Paper>
    );
  }

  const setActive = (alert: Alert, active: boolean) =>
    update.mutate(
      { guid: alert.guid, changes: { active } },
      { onSuccess: () => enqueueSnackbar(t(active ? 'item.resumed' : 'item.pausedDone'), { variant: 'success' }) },
    );

  return (
    <>
      <Paper variant="outlined" component="ul" data-testid="alerts-list" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {items.map((alert, index) => (
          <Fragment key={alert.guid}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <AlertCard
              alert={alert}
              links={links}
              busy={update.isPending && update.variables.guid === alert.guid}
              onActiveChange={(active) => setActive(alert, active)}
              onEdit={() => setEditing(alert)}
              onDelete={() => setDeleting(alert)}
            />
          </Fragment>
        ))}
      </Paper>
      {editing && (
        <Suspense fallback={null}>
          <AlertDialog
            key={editing.guid}
            open
            onClose={() => setEditing(null)}
            target={targetOf(editing)}
            alert={editing}
            upgradeHref={links.upgrade}
          />
        </Suspense>
      )}
      <DeleteAlertDialog
        name={deleting ? alertSummary(deleting, t, locale) : null}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.guid, {
            onSuccess: () => {
              setDeleting(null);
              enqueueSnackbar(t('item.deleted'), { variant: 'success' });
            },
          })
        }
      />
    </>
  );
}
