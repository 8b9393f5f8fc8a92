import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { issueTrialInvoice } from '../invoices/index.ts';
import { trialDays } from './catalogue.ts';
import { priceId } from './load-catalogue.ts';
import { expireEnded, insertSubscriptions, lengthenSubscription, lockUserPlan, planInForce, replaceActive } from './queries.ts';

export { lockUserPlan };

/**
 * `lockUserPlan(tx.db, userId)` serialises everything that reads a user's plan and then changes it
 * (recording a payment, an administrator's move) until the caller's transaction ends: the second
 * waits and then sees the first's outcome.
 */
export type CurrentPlan = NonNullable<Awaited<ReturnType<typeof planInForce>>>;

/** The subscription in force at `now` (an ended one no longer counts, whether or not the expiry job has run). */
export const currentPlan = (db: Db, userId: string, now: Date): Promise<CurrentPlan | undefined> => planInForce(db, userId, now);

/**
 * Starts a subscription, replacing the active one. `endsAt` null is open-ended (BASIC); the
 * previous package is remembered for the spec's previous_package. Run it in a transaction: it
 * takes the user's plan lock, so two starts for one user queue instead of colliding on the
 * one-active-plan index.
 */
export async function startSubscription(
  db: Db,
  opts: { userId: string; slug: string; period: string; endsAt: Date | null; amountPaid?: number; now?: Date },
): Promise<string> {
  const now = opts.now ?? new Date();
  await lockUserPlan(db, opts.userId);
  const previousPackageId = await replaceActive(db, opts.userId, now);
  const id = randomUUID();
  await insertSubscriptions(db, [
    {
      id,
      userId: opts.userId,
      packagePriceId: priceId(opts.slug, opts.period),
      status: 'ACTIVE',
      startedAt: now,
      endedAt: opts.endsAt,
      amountPaid: opts.amountPaid ?? 0,
      previousPackageId: previousPackageId ?? null,
    },
  ]);
  return id;
}

/** Lengthens a plan in force (a second payment for the package and period already held). */
export async function extendSubscription(db: Db, opts: { id: string; endsAt: Date; amountPaid: number }): Promise<void> {
  await lengthenSubscription(db, opts.id, opts.endsAt, opts.amountPaid);
}

/** Every new account: three days of PROFESSIONAL, period NO_PERIOD, recorded by a trial invoice. */
export async function startTrial(db: Db, userId: string, now = new Date()): Promise<string> {
  const id = await startSubscription(db, {
    userId,
    slug: 'PROFESSIONAL',
    period: 'NO_PERIOD',
    endsAt: new Date(now.getTime() + trialDays * 86_400_000),
    now,
  });
  await issueTrialInvoice(db, userId, id, now);
  return id;
}

/**
 * Ends trials and paid periods that have run out and moves those accounts to BASIC. Safe to run
 * in every process at once: each ended row is claimed by one UPDATE, and one ACTIVE row per user
 * is enforced by a unique index.
 */
export async function expireSubscriptions(db: Db, now = new Date()): Promise<number> {
  const ended = await expireEnded(db, now);
  await insertSubscriptions(
    db,
    ended.map((e) => ({
      id: randomUUID(),
      userId: e.userId,
      packagePriceId: priceId('BASIC', 'MONTHLY'),
      status: 'ACTIVE',
      startedAt: e.endedAt!,
      endedAt: null,
      previousPackageId: e.packageId,
    })),
    { ifFree: true },
  );
  return ended.length;
}
