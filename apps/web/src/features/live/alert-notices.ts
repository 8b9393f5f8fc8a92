import type { AlertNotice } from '@sahm/contracts/alerts';
import { subscribeLive } from '../../shared/live/live-client.ts';

/** The signed-in owner's alerts as they fire; `notice` is the contract's AlertNotice as JSON. */
const alertNotificationsSubscription = `subscription AlertNotifications {
  alertNotifications { error notice }
}`;

type AlertNoticesData = { alertNotifications: { notice: string | AlertNotice | null; error: boolean } | null };

function noticeOf(value: string | AlertNotice | null): AlertNotice | null {
  if (!value) return null;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as AlertNotice;
  } catch {
    return null;
  }
}

/**
 * Listens for the signed-in user's alerts as they fire, whether the market is open or not (company
 * news comes at any hour); returns the stop function. A failed stream calls `onFailed` once and stops.
 * Not a hook: the top bar loads this module after its first paint.
 */
export function watchAlertNotices(onNotice: (notice: AlertNotice) => void, onFailed: () => void): () => void {
  let stopped = false;
  const stop = subscribeLive<AlertNoticesData>(
    alertNotificationsSubscription,
    {},
    {
      next: (data) => {
        const payload = data.alertNotifications;
        if (!payload || payload.error) return fail();
        const notice = noticeOf(payload.notice);
        if (notice) onNotice(notice);
      },
      error: () => fail(),
    },
  );
  function fail() {
    if (stopped) return;
    stopped = true;
    stop();
    onFailed();
  }
  return () => {
    stopped = true;
    stop();
  };
}
