import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import { trialDays } from './catalogue.ts';
import { packageId, priceId } from './load-catalogue.ts';
import { issueTrialInvoice } from '../invoices/queries.ts';

/** Namespace of the per-user plan lock (two-key advisory locks; the one-key space is separate). */
const PLAN_LOCK = 0x5a4d_0001;

/**
 * Serialises everything that reads a user's plan and then changes it (recording a payment, an
 * administrator's move) until the caller's transaction ends: the second waits and then sees the
 * first's outcome. Outside a transaction it is released at once, which is harmless.
 */
export async function lockUserPlan(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock($1, hashtext($2::text))`, [PLAN_LOCK, userId]);
}

export type CurrentPlan = {
  id: string;
  package_price_id: string;
  amount_paid: number;
  started_at: Date;
  ended_at: Date | null;
};

/** The subscription in force at `now` (an ended one no longer counts, whether or not the expiry job has run). */
export async function currentPlan(db: Queryable, userId: string, now: Date): Promise<CurrentPlan | undefined> {
  const [row] = await db.query<{
    id: string;
    package_price_id: string;
    amount_paid: number;
    started_at: Date | string;
    ended_at: Date | string | null;
  }>(
    `SELECT id, package_price_id, amount_paid, started_at, ended_at FROM subscriptions
      WHERE user_id = $1 AND status = 'ACTIVE' AND (ended_at IS NULL OR ended_at > $2)`,
    [userId, now],
  );
  return row && { ...row, started_at: new Date(row.started_at), ended_at: row.ended_at ? new Date(row.ended_at) : null };
}

/**
 * Starts a subscription, replacing the active one. `endsAt` null is open-ended (BASIC); the
 * previous package is remembered for the spec's previous_package. Run it in a transaction: it
 * takes the user's plan lock, so two starts for one user queue instead of colliding on the
 * one-active-plan index.
 */
export async function startSubscription(
  db: Queryable,
  opts: { userId: string; slug: string; period: string; endsAt: Date | null; amountPaid?: number; now?: Date },
): Promise<string> {
  const now = opts.now ?? new Date();
  await lockUserPlan(db, opts.userId);
  const previous = await db.query<{ package_id: string }>(
    `UPDATE subscriptions s SET status = 'REPLACED', ended_at = LEAST(COALESCE(s.ended_at, $2), $2)
       FROM package_prices pr WHERE pr.id = s.package_price_id AND s.user_id = $1 AND s.status = 'ACTIVE'
     RETURNING pr.package_id`,
    [opts.userId, now],
  );
  const id = randomUUID();
  await db.query(
    `INSERT INTO subscriptions (id, user_id, package_price_id, status, started_at, ended_at, amount_paid, previous_package_id)
     VALUES ($1, $2, $3, 'ACTIVE', $4, $5, $6, $7)`,
    [id, opts.userId, priceId(opts.slug, opts.period), now, opts.endsAt, opts.amountPaid ?? 0, previous[0]?.package_id ?? null],
  );
  return id;
}

/** Lengthens a plan in force (a second payment for the package and period already held). */
export async function extendSubscription(db: Queryable, opts: { id: string; endsAt: Date; amountPaid: number }): Promise<void> {
  await db.query(`UPDATE subscriptions SET ended_at = $2, amount_paid = amount_paid + $3 WHERE id = $1`, [
    opts.id,
    opts.endsAt,
    opts.amountPaid,
  ]);
}

/** Every new account: three days of PROFESSIONAL, period NO_PERIOD, recorded by a trial invoice. */
export async function startTrial(db: Queryable, userId: string, now = new Date()): Promise<string> {
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
export async function expireSubscriptions(db: Queryable, now = new Date()): Promise<number> {
  const ended = await db.query<{ user_id: string; package_id: string; ended_at: Date | string }>(
    `UPDATE subscriptions s SET status = 'EXPIRED' FROM package_prices pr
      WHERE pr.id = s.package_price_id AND s.status = 'ACTIVE' AND s.ended_at IS NOT NULL AND s.ended_at <= $1
     RETURNING s.user_id, pr.package_id, s.ended_at`,
    [now],
  );
  for (const e of ended) {
    await db.query(
      `INSERT INTO subscriptions (id, user_id, package_price_id, status, started_at, ended_at, previous_package_id)
       VALUES ($1, $2, $3, 'ACTIVE', $4, NULL, $5) ON CONFLICT DO NOTHING`,
      [randomUUID(), e.user_id, priceId('BASIC', 'MONTHLY'), e.ended_at, e.package_id],
    );
  }
  return ended.length;
}

export const basicPackageId = () => packageId('BASIC');
