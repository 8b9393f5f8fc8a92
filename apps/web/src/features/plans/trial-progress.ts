import type { Subscription } from '@sahm/contracts/plans';

const DAY = 24 * 60 * 60 * 1000;

/** The free trial's progress: total days from start to end, days left, and the share used (0–100). */
export function trialProgress(subscription: Pick<Subscription, 'started_at' | 'ended_at' | 'remaining_days'>) {
  const total = subscription.ended_at
    ? Math.max(1, Math.round((Date.parse(subscription.ended_at) - Date.parse(subscription.started_at)) / DAY))
    : 1;
  const remaining = Math.min(total, Math.max(0, subscription.remaining_days));
  return { total, remaining, used: Math.round(((total - remaining) / total) * 100) };
}

export function isTrial(subscription: Pick<Subscription, 'package_price'> | null | undefined): boolean {
  return subscription?.package_price.slug === 'PROFESSIONAL' && subscription.package_price.period === 'NO_PERIOD';
}
