import type { Locale } from '@sahm/contracts/common';
import { halalasToSar } from '@sahm/contracts/money';
import type { AdminPackageMove, Package, Subscription } from '@sahm/contracts/plans';
import type { Database } from '../../db/client.ts';
import { pick } from '../../platform/locale.ts';
import { remainingCredit, remainingDays } from './credit.ts';
import { messages } from './messages.ts';
import { packageRows, subscriptionRows, userExists, type SubscriptionRow } from './queries.ts';
import { startSubscription } from './subscriptions.ts';

export type PlanService = ReturnType<typeof createPlanService>;

export function toSubscription(locale: Locale, r: SubscriptionRow, now = new Date()): Subscription {
  const live = r.status === 'ACTIVE';
  return {
    guid: r.id,
    status: r.status,
    started_at: r.startedAt.toISOString(),
    ended_at: r.endedAt?.toISOString() ?? null,
    remaining_days: live ? remainingDays(r.endedAt, now) : 0,
    remaining_credit: halalasToSar(live ? remainingCredit(r.amountPaid, r.startedAt, r.endedAt, now) : 0),
    previous_package: r.prevSlug ? { slug: r.prevSlug, name: pick(locale, r.prevNameAr ?? '', r.prevNameEn ?? '') } : null,
    package_price: {
      guid: r.priceId,
      period: r.period,
      price: r.price,
      slug: r.slug,
      package: { name: pick(locale, r.nameAr, r.nameEn), description: pick(locale, r.descriptionAr, r.descriptionEn) },
    },
  };
}

/** Packages, and subscriptions: the caller's, a user's for an administrator, and an administrator's move of a user to a package. */
export function createPlanService({ database }: { database: Database }) {
  const current = async (locale: Locale, userId: string): Promise<Subscription> => {
    const [row] = await subscriptionRows(database.db, userId, { activeOnly: true });
    if (!row) throw messages.error(404, 'subscriptionNotFound');
    return toSubscription(locale, row);
  };
  const history = async (locale: Locale, userId: string): Promise<{ items: Subscription[] }> => ({
    items: (await subscriptionRows(database.db, userId)).map((row) => toSubscription(locale, row)),
  });

  return {
    current,
    history,

    async packages(locale: Locale): Promise<{ items: Package[] }> {
      const { rows, prices, features } = await packageRows(database.db);
      return {
        items: rows.map((p) => ({
          guid: p.id,
          slug: p.slug,
          name: pick(locale, p.nameAr, p.nameEn),
          description: pick(locale, p.descriptionAr, p.descriptionEn),
          contact_email: p.contactEmail,
          prices: prices.filter((x) => x.packageId === p.id).map((x) => ({ guid: x.id, period: x.period, price: x.price })),
          feature_mapping: features
            .filter((f) => f.packageId === p.id)
            .map((f) => ({ name: pick(locale, f.nameAr, f.nameEn), order: f.sortOrder, is_included: f.isIncluded })),
        })),
      };
    },

    /** Support and test accounts: paid plans run for a year without a payment, BASIC has no end. */
    async moveToPackage(locale: Locale, userId: string, { slug }: AdminPackageMove): Promise<Subscription> {
      if (!(await userExists(database.db, userId))) throw messages.error(404, 'accountNotFound');
      const paid = slug !== 'BASIC';
      // One transaction under the user's plan lock, so a payment being recorded at the same moment queues.
      await database.transaction((tx) =>
        startSubscription(tx.db, {
          userId,
          slug,
          period: paid ? 'YEARLY' : 'MONTHLY',
          endsAt: paid ? new Date(Date.now() + 365 * 86_400_000) : null,
        }),
      );
      return current(locale, userId);
    },
  };
}
