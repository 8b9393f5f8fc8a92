import { notificationListSchema, type NotificationList } from '@sahm/contracts/alerts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { alertKeys, type NotificationPage } from './query-keys.ts';

export function getNotifications(
  { page, size, unread }: NotificationPage,
  { signal, silent }: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<NotificationList> {
  return apiGet('/alerts/notifications/', {
    signal,
    silent,
    params: { page, size, unread: unread ? 'true' : undefined },
    schema: notificationListSchema,
  });
}

/** A page of notifications, newest first (titles and bodies already in the reader's language). */
export function useNotifications(query: NotificationPage, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: alertKeys.notificationPage(query),
    queryFn: ({ signal }) => getNotifications(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
