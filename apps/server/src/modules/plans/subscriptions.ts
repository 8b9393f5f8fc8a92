import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import { trialDays } from './catalogue.ts';
import { packageId, priceId } from './load-catalogue.ts';
import { issueTrialInvoice } from '../invoices/queries.ts';

/**
 * Starts a subscription, replacing the active one. `endsAt` null is open-ended (BASIC); the
 * previous package is remembered for the spec's previous_package.
 */
export async function startSubscription(
  db: Queryable,
  opts: { userId: string; slug: string; period: string; endsAt: Date | null; amountPaid?: number; now?: Date },
): Promise<string> {
  const now = opts.now ?? new Date();
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
