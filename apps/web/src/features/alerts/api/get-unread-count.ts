import type { NotificationList } from '@sahm/contracts/alerts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { alertKeys } from './query-keys.ts';

/**
 * The bell's count: the smallest page of notifications, read for its unread_count. On every page's
 * first paint, so it imports no schema (the contract's module weighs more than the bell). The live
 * socket keeps it current; `fallbackMs` polls instead while the socket is down.
 */
export function useUnreadCount({ fallbackMs }: { fallbackMs: number | false }) {
  return useQuery({
    queryKey: alertKeys.unread(),
    // A count is not worth an error toast: the bell simply shows none.
    queryFn: async ({ signal }) =>
      (await apiGet<NotificationList>('/alerts/notifications/', { signal, params: { page: 1, size: 1 }, silent: true })).unread_count,
    refetchInterval: fallbackMs,
  });
}
