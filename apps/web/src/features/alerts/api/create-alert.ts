import { alertSchema, type Alert, type AlertCreate } from '@sahm/contracts/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';
import { alertKeys } from './query-keys.ts';

export function createAlert(body: AlertCreate): Promise<Alert> {
  // The dialog shows the server's refusal (the plan's allowance, a threshold) beside the form, not as a toast.
  return apiPost('/alerts/', body, { schema: alertSchema, silent: true });
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.list() }),
  });
}
