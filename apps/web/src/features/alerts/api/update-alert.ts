import { alertSchema, type Alert, type AlertList, type AlertUpdate } from '@sahm/contracts/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { alertKeys, alertPath } from './query-keys.ts';

export function updateAlert(guid: string, body: AlertUpdate, silent = false): Promise<Alert> {
  return apiRequest(alertPath(guid), { method: 'PATCH', body, schema: alertSchema, silent });
}

/** Edits an alert (the dialog, silent: it shows the refusal itself) or pauses and resumes it (the list's switch). */
export function useUpdateAlert({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, changes }: { guid: string; changes: AlertUpdate }) => updateAlert(guid, changes, silent),
    onSuccess: (alert) =>
      queryClient.setQueryData<AlertList>(alertKeys.list(), (list) =>
        list ? { ...list, items: list.items.map((item) => (item.guid === alert.guid ? alert : item)) } : list,
      ),
  });
}
