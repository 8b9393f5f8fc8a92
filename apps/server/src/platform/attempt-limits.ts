import { ApiError } from './errors.ts';
import type { RateCounter } from './rate-counter.ts';

/** At most `max` attempts under `key` in a window of `windowSeconds`. */
export type Limit = { key: string; max: number; windowSeconds: number };

/**
 * Counts one attempt against every limit before the work it guards (checking a secret, sending
 * a message), so parallel requests cannot all pass a check made before any of them is counted.
 * Over any limit, the attempt is taken back from all of them (a refused attempt uses no budget)
 * and the answer is the seconds to wait; otherwise 0.
 */
export async function takeAttempt(counter: RateCounter, limits: Limit[]): Promise<number> {
  const hits = await Promise.all(limits.map((l) => counter.hit(l.key, l.windowSeconds)));
  const wait = Math.max(0, ...hits.map((h, i) => (h.count > limits[i]!.max ? h.resetIn : 0)));
  if (wait > 0) await Promise.all(limits.map((l) => counter.release(l.key)));
  return wait;
}

/** The translated 429 with Retry-After. */
export const tooManyAttempts = (waitSeconds: number) =>
  new ApiError(
    429,
    'tooManyAttempts',
    { minutes: Math.max(1, Math.ceil(waitSeconds / 60)) },
    { code: 'too_many_attempts' },
    { 'retry-after': String(waitSeconds) },
  );

/** Refuses with 429 when any limit is reached; counts the attempt otherwise. */
export async function enforceLimits(counter: RateCounter, limits: Limit[]): Promise<void> {
  const wait = await takeAttempt(counter, limits);
  if (wait > 0) throw tooManyAttempts(wait);
}

/**
 * Forms that send a message to an address someone types (or keep one for staff): limited per
 * recipient, so nobody floods a mailbox or a phone through us, and per client address.
 */
export type FormLimit = { perRecipient: number; perAddress: number; windowSeconds: number };

export function limitForm(counter: RateCounter, form: string, to: { recipient: string; ip: string }, limit: FormLimit): Promise<void> {
  return enforceLimits(counter, [
    { key: `form:${form}:to:${to.recipient.trim().toLowerCase()}`, max: limit.perRecipient, windowSeconds: limit.windowSeconds },
    { key: `form:${form}:ip:${to.ip}`, max: limit.perAddress, windowSeconds: limit.windowSeconds },
  ]);
}
