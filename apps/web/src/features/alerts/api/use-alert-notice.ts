import type { AlertNotice } from '@sahm/contracts/alerts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { alertKeys } from './query-keys.ts';

/** What the app does when an alert fires: the bell's count from the notice, fresh lists, and a toast. */
export function useAlertNotice(): (notice: AlertNotice) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (notice: AlertNotice) => {
      queryClient.setQueryData(alertKeys.unread(), notice.unread_count);
      void queryClient.invalidateQueries({ queryKey: alertKeys.notifications(), predicate: (query) => query.queryKey[2] === 'page' });
      // The alert's "last fired" and armed state changed with it.
      void queryClient.invalidateQueries({ queryKey: alertKeys.list() });
      enqueueSnackbar(notice.notification.title, { variant: 'default' });
    },
    [queryClient],
  );
}
