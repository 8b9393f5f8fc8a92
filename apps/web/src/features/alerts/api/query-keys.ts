import { queryScopes } from '../../../shared/api/query-keys.ts';

export type NotificationPage = { page: number; size: number; unread: boolean };

/** The alerts and notifications all live under the alerts scope: a sign-out or a plan change takes them together. */
export const alertKeys = {
  all: queryScopes.alerts,
  list: () => [...queryScopes.alerts, 'list'] as const,
  /** Every page of notifications, and the unread count read with them. */
  notifications: () => [...queryScopes.alerts, 'notifications'] as const,
  notificationPage: (query: NotificationPage) => [...queryScopes.alerts, 'notifications', 'page', query] as const,
  unread: () => [...queryScopes.alerts, 'notifications', 'unread'] as const,
};

export const alertPath = (guid: string) => `/alerts/${encodeURIComponent(guid)}/`;
