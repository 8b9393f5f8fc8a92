/** Where the bell's footer leads (the app owns its routes). */
export type NotificationLinks = { alerts: string; notifications: string };
