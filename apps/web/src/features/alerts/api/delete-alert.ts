import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { alertKeys, alertPath } from './query-keys.ts';

export function deleteAlert(guid: string): Promise<void> {
  return apiRequest(alertPath(guid), { method: 'DELETE' });
}

/** Deletes an alert; its notifications stay (they lose their link to it). */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.list() }),
  });
}
