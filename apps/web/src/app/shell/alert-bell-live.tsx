import { useEffect, useState } from 'react';
import { useAlertNotice } from '../../features/alerts/api/use-alert-notice.ts';
import { NotificationBell } from '../../features/alerts/components/notification-bell.tsx';
import { paths } from '../paths.ts';

/** Polling period of the unread count while the live stream is down. */
const FALLBACK_MS = 60_000;

const links = { alerts: paths.alerts.href(), notifications: paths.alerts.href('notifications') };

/** The bell, its count kept current by the live socket (or polled while the socket is down). */
export function AlertBellLive() {
  const onNotice = useAlertNotice();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (failed) return;
    // The stream's code comes after the first paint: the count itself is read over HTTP.
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('../../features/live/alert-notices.ts').then(
      ({ watchAlertNotices }) => {
        if (!cancelled) stop = watchAlertNotices(onNotice, () => setFailed(true));
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [onNotice, failed]);
  return <NotificationBell links={links} fallbackMs={failed ? FALLBACK_MS : false} />;
}
