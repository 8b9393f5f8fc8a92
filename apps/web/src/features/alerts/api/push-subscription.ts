import { pushKeySchema } from '@sahm/contracts/alerts';
import { apiGet, apiPost, apiRequest } from '../../../shared/api/api-client.ts';

/** The server's VAPID public key (base64url), which the browser's push service checks messages against. */
export async function getPushKey(): Promise<string> {
  return (await apiGet('/alerts/push/key/', { schema: pushKeySchema, silent: true })).public_key;
}

/** Remembers this browser's subscription for the signed-in user (PushSubscription.toJSON()). */
export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  return apiPost('/alerts/push/subscriptions/', subscription, { silent: true });
}

export function removePushSubscription(endpoint: string): Promise<void> {
  return apiRequest('/alerts/push/subscriptions/', { method: 'DELETE', body: { endpoint }, silent: true });
}
