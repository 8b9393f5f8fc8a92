import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { packageFeatures, packagePermissions, packagePrices, packages, subscriptions } from '../../db/schema/plans.ts';

/** Every package with its prices and features, in the catalogue's order. */
export async function packageRows(db: Db) {
  const [rows, prices, features] = await Promise.all([
    db.select().from(packages).orderBy(asc(packages.sortOrder), asc(packages.slug)),
    db
      .select({ id: packagePrices.id, packageId: packagePrices.packageId, period: packagePrices.period, price: packagePrices.price })
      .from(packagePrices)
      .orderBy(sql`array_position(ARRAY['MONTHLY','YEARLY','NO_PERIOD'], ${packagePrices.period})`),
    db.select().from(packageFeatures).orderBy(asc(packageFeatures.sortOrder)),
  ]);
  return { rows, prices, features };
}

const previous = alias(packages, 'previous');

/** The ACTIVE subscription that has not ended at `now` (the expiry job may not have run yet). */
const inForce = (now: Date | ReturnType<typeof sql>) =>
  and(eq(subscriptions.status, 'ACTIVE'), or(isNull(subscriptions.endedAt), gt(subscriptions.endedAt, now)));

/** A user's subscriptions with their price, package and the package before, newest first; only the one in force when asked. */
export const subscriptionRows = (db: Db, userId: string, opts: { activeOnly?: boolean } = {}) =>
  db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      startedAt: subscriptions.startedAt,
      endedAt: subscriptions.endedAt,
      amountPaid: subscriptions.amountPaid,
      priceId: packagePrices.id,
      period: packagePrices.period,
      price: packagePrices.price,
      slug: packages.slug,
      nameAr: packages.nameAr,
      nameEn: packages.nameEn,
      descriptionAr: packages.descriptionAr,
      descriptionEn: packages.descriptionEn,
      prevSlug: previous.slug,
      prevNameAr: previous.nameAr,
      prevNameEn: previous.nameEn,
    })
    .from(subscriptions)
    .innerJoin(packagePrices, eq(packagePrices.id, subscriptions.packagePriceId))
    .innerJoin(packages, eq(packages.id, packagePrices.packageId))
    .leftJoin(previous, eq(previous.id, subscriptions.previousPackageId))
    .where(and(eq(subscriptions.userId, userId), opts.activeOnly ? inForce(sql`now()`) : undefined))
    .orderBy(desc(subscriptions.startedAt), desc(subscriptions.createdAt));
export type SubscriptionRow = Awaited<ReturnType<typeof subscriptionRows>>[number];

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

/** Namespace of the per-user plan lock (two-key advisory locks; the one-key space is separate). */
const PLAN_LOCK = 0x5a4d_0001;

/** Takes the user's plan lock until the transaction ends (outside one it is released at once). */
export async function lockUserPlan(db: Db, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${PLAN_LOCK}, hashtext(${userId}::text))`);
}

/** The subscription in force at `now`. */
export async function planInForce(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({
      id: subscriptions.id,
      package_price_id: subscriptions.packagePriceId,
      amount_paid: subscriptions.amountPaid,
      started_at: subscriptions.startedAt,
      ended_at: subscriptions.endedAt,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inForce(now)));
  return row;
}

/** Ends the user's ACTIVE subscription at `now` (or when it ended, if earlier) as REPLACED; its package, if there was one. */
export async function replaceActive(db: Db, userId: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'REPLACED', endedAt: sql`LEAST(COALESCE(${subscriptions.endedAt}, ${now}), ${now})` })
    .from(packagePrices)
    .where(and(eq(packagePrices.id, subscriptions.packagePriceId), eq(subscriptions.userId, userId), eq(subscriptions.status, 'ACTIVE')))
    .returning({ packageId: packagePrices.packageId });
  return row?.packageId;
}

export type NewSubscription = typeof subscriptions.$inferInsert;

/** Inserts subscriptions; `ifFree` skips any that would make a second ACTIVE row for a user. */
export async function insertSubscriptions(db: Db, rows: NewSubscription[], opts: { ifFree?: boolean } = {}): Promise<void> {
  if (!rows.length) return;
  const insert = db.insert(subscriptions).values(rows);
  await (opts.ifFree ? insert.onConflictDoNothing() : insert);
}

export async function lengthenSubscription(db: Db, id: string, endsAt: Date, amountPaid: number): Promise<void> {
  await db
    .update(subscriptions)
    .set({ endedAt: endsAt, amountPaid: sql`${subscriptions.amountPaid} + ${amountPaid}` })
    .where(eq(subscriptions.id, id));
}

/** Marks ACTIVE subscriptions that have ended by `now` as EXPIRED (each claimed once), with their user, package and end. */
export const expireEnded = (db: Db, now: Date) =>
  db
    .update(subscriptions)
    .set({ status: 'EXPIRED' })
    .from(packagePrices)
    .where(
      and(
        eq(packagePrices.id, subscriptions.packagePriceId),
        eq(subscriptions.status, 'ACTIVE'),
        isNotNull(subscriptions.endedAt),
        lte(subscriptions.endedAt, now),
      ),
    )
    .returning({ userId: subscriptions.userId, packageId: packagePrices.packageId, endedAt: subscriptions.endedAt });

/** Inserts a package with its prices, features and permissions unless its slug exists; whether it did. */
export async function insertPackage(
  db: Db,
  pkg: typeof packages.$inferInsert,
  prices: (typeof packagePrices.$inferInsert)[],
  features: (typeof packageFeatures.$inferInsert)[],
  permissions: (typeof packagePermissions.$inferInsert)[],
): Promise<boolean> {
  const created = await db.insert(packages).values(pkg).onConflictDoNothing({ target: packages.slug }).returning({ id: packages.id });
  if (!created.length) return false;
  if (prices.length) await db.insert(packagePrices).values(prices);
  if (features.length) await db.insert(packageFeatures).values(features);
  if (permissions.length) await db.insert(packagePermissions).values(permissions);
  return true;
}
