import type { Subscription } from '@sahm/contracts/plans';
import { isTrial } from './trial-progress.ts';

type Remembered = Pick<Subscription, 'status' | 'started_at' | 'ended_at' | 'remaining_days' | 'package_price'>;

const keyOf = (userSub: string) => `trial:${userSub}`;

/**
 * The user's trial as last seen, so the banner is drawn with the page's first render instead of
 * arriving with the subscription a moment later and pushing the page down (a layout shift on
 * every page a trial user opens). The subscription's answer then confirms or corrects it. Only a
 * running trial is kept, and never past its end.
 */
export function rememberedTrial(userSub: string, now = Date.now()): Remembered | undefined {
  try {
    const saved = window.localStorage.getItem(keyOf(userSub));
    if (!saved) return undefined;
    const trial = JSON.parse(saved) as Remembered;
    return trial.ended_at && Date.parse(trial.ended_at) > now && isTrial(trial) ? trial : undefined;
  } catch {
    return undefined;
  }
}

export function rememberTrial(userSub: string, subscription: Subscription): void {
  try {
    if (subscription.status === 'ACTIVE' && isTrial(subscription)) {
      const { status, started_at, ended_at, remaining_days, package_price } = subscription;
      window.localStorage.setItem(keyOf(userSub), JSON.stringify({ status, started_at, ended_at, remaining_days, package_price }));
    } else window.localStorage.removeItem(keyOf(userSub));
  } catch {
    // Without storage the banner comes with the answer, as before.
  }
}
