import { unreadCountSchema } from '@sahm/contracts/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';
import { alertKeys } from './query-keys.ts';

export async function markRead(guids?: string[]): Promise<number> {
  const { unread_count } = await apiPost('/alerts/notifications/read/', guids ? { guids } : {}, { schema: unreadCountSchema });
  return unread_count;
}

/** Marks the given notifications read, or all of them when none are given. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guids?: string[]) => markRead(guids),
    onSuccess: async (count) => {
      queryClient.setQueryData(alertKeys.unread(), count);
      await queryClient.invalidateQueries({ queryKey: alertKeys.notifications(), predicate: (query) => query.queryKey[2] === 'page' });
    },
  });
}
