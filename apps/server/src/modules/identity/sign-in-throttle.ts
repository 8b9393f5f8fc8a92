import type { RateCounter } from '../../platform/rate-counter.ts';

/**
 * Failed sign-ins are counted per account (by the email typed, known or not, so the limit says
 * nothing about which emails exist) and per client address. A success clears the account's count.
 */
export const signInLimits = {
  window: 15 * 60,
  perAccount: 5,
  perAddress: 30,
} as const;

const accountKey = (email: string) => `signin:acct:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `signin:ip:${ip}`;

export function signInThrottle(counter: RateCounter) {
  return {
    /** Seconds to wait when either limit is reached, else 0. */
    blockedFor: async (email: string, ip: string): Promise<number> => {
      const [acct, addr] = await Promise.all([counter.peek(accountKey(email)), counter.peek(addressKey(ip))]);
      const waits = [acct.count >= signInLimits.perAccount ? acct.resetIn : 0, addr.count >= signInLimits.perAddress ? addr.resetIn : 0];
      return Math.max(...waits);
    },
    failed: async (email: string, ip: string): Promise<void> => {
      await Promise.all([counter.hit(accountKey(email), signInLimits.window), counter.hit(addressKey(ip), signInLimits.window)]);
    },
    cleared: (email: string) => counter.reset(accountKey(email)),
  };
}
export type SignInThrottle = ReturnType<typeof signInThrottle>;
