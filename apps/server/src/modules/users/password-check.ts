import { tooManyAttempts, takeAttempt } from '../../platform/attempt-limits.ts';
import type { RateCounter } from '../../platform/rate-counter.ts';
import { messages } from './messages.ts';
import { verifySecret } from './passwords.ts';
import type { UserRow } from './queries.ts';

/**
 * The current password asked again by a signed-in user (to change the password, the email or the
 * mobile): someone holding only a stolen access token may guess it a few times a quarter hour.
 */
export const passwordCheckLimits = { perAccount: 5, windowSeconds: 15 * 60 } as const;

/**
 * Checks the account's current password. The try is counted before the comparison (parallel
 * guesses all count), and a right password takes it back. A wrong one is a 400 naming `field`.
 */
export async function checkCurrentPassword(
  counter: RateCounter,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  password: string | undefined,
  field: 'old_password' | 'password',
): Promise<void> {
  if (!password) throw messages.error(400, 'passwordRequired', {}, { field });
  const key = `password-check:${user.id}`;
  const wait = await takeAttempt(counter, [{ key, max: passwordCheckLimits.perAccount, windowSeconds: passwordCheckLimits.windowSeconds }]);
  if (wait > 0) throw tooManyAttempts(wait);
  if (!(await verifySecret(user.passwordHash, password))) throw messages.error(400, 'oldPasswordWrong', {}, { field });
  await counter.release(key);
}
