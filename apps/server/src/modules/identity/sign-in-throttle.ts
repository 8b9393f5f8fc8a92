import type { RateCounter } from '../../platform/rate-counter.ts';

/**
 * Failed sign-ins are counted per account and client address pair, per account (by the email
 * typed, known or not, so the limits say nothing about which emails exist) and per address.
 *
 * The pair is what slows a guesser down: a few failures, then a wait of minutes, not a lock. The
 * account's own ceiling only matters to guessers spread over many addresses: past it, each
 * address gets one failure per pair window. Nothing here refuses an address that has not failed
 * on the account, so failures from elsewhere never lock the owner out.
 */
export const signInLimits = {
  perPair: 5,
  pairWindow: 5 * 60,
  perAccount: 50,
  /** Failures each address may make on an account that is past its ceiling. */
  perPairPastCeiling: 1,
  accountWindow: 15 * 60,
  perAddress: 30,
  addressWindow: 15 * 60,
} as const;

const account = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, ip: string) => `signin:pair:${ip}:${account(email)}`;
const accountKey = (email: string) => `signin:acct:${account(email)}`;
const addressKey = (ip: string) => `signin:ip:${ip}`;

/** A reserved attempt: refused with the seconds to wait, or allowed and settled once the password is checked. */
export type SignInAttempt = { wait: number; succeeded: () => Promise<void> };

export function signInThrottle(counter: RateCounter) {
  return {
    /**
     * Counts this attempt as a failure on every counter before the password is checked, so
     * parallel guesses cannot all pass the limit; a refused attempt is taken back at once.
     */
    async reserve(email: string, ip: string): Promise<SignInAttempt> {
      const keys = [pairKey(email, ip), accountKey(email), addressKey(ip)] as const;
      const [pair, acct, addr] = await Promise.all([
        counter.hit(keys[0], signInLimits.pairWindow),
        counter.hit(keys[1], signInLimits.accountWindow),
        counter.hit(keys[2], signInLimits.addressWindow),
      ]);
      const perPair = acct.count > signInLimits.perAccount ? signInLimits.perPairPastCeiling : signInLimits.perPair;
      const wait = Math.max(pair.count > perPair ? pair.resetIn : 0, addr.count > signInLimits.perAddress ? addr.resetIn : 0);
      const releaseAll = () => Promise.all(keys.map((k) => counter.release(k))).then(() => {});
      if (wait > 0) {
        await releaseAll();
        return { wait, succeeded: async () => {} };
      }
      return {
        wait: 0,
        // The right password: this address starts afresh on the account; the other counts keep
        // only failures, so the attempt is taken back from them.
        succeeded: async () => {
          await Promise.all([counter.reset(keys[0]), counter.release(keys[1]), counter.release(keys[2])]);
        },
      };
    },
  };
}
export type SignInThrottle = ReturnType<typeof signInThrottle>;
