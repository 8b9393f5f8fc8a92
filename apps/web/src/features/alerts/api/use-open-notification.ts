import type { AlertNotification } from '@sahm/contracts/alerts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMarkRead } from './mark-read.ts';

/** Opening a notification reads it and goes where it leads (an in-app path: a stock, an announcement, the portfolio). */
export function useOpenNotification(): (notification: AlertNotification) => void {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const { mutate } = markRead;
  return useCallback(
    (notification: AlertNotification) => {
      if (notification.read_at === null) mutate([notification.guid]);
      // Only a path of the app: a link is never a way out of it.
      if (notification.link.startsWith('/') && !notification.link.startsWith('//')) void navigate(notification.link);
    },
    [mutate, navigate],
  );
}
