import { getPushKey, savePushSubscription } from './api/push-subscription.ts';

export type PushOutcome = 'subscribed' | 'denied' | 'unsupported' | 'failed';

/** The worker that shows pushed notifications; at the site's root so its scope is the whole app. */
const WORKER_URL = '/alerts-sw.js';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/**
 * Asks the browser for its permission. Called in the click that saves an alert with the push channel
 * (never on a first visit): some browsers only ask inside a user's gesture, which an awaited request
 * would have ended.
 */
export function askPermission(): Promise<NotificationPermission> {
  if (!pushSupported()) return Promise.resolve('denied');
  return Notification.permission === 'default' ? Notification.requestPermission() : Promise.resolve(Notification.permission);
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Registers the worker and this browser's push subscription with the server, once permission is known. */
export async function subscribePush(permission: Promise<NotificationPermission>): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  if ((await permission) !== 'granted') return 'denied';
  try {
    await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(await getPushKey()) }));
    await savePushSubscription(subscription.toJSON());
    return 'subscribed';
  } catch {
    return 'failed';
  }
}
