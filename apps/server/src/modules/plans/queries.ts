import type { Locale } from '@sahm/contracts/common';
import { halalasToSar } from '@sahm/contracts/money';
import type { Package, Subscription } from '@sahm/contracts/plans';
import type { Queryable } from '../../db/client.ts';
import { pick } from '../../platform/locale.ts';
import { remainingCredit, remainingDays } from './credit.ts';

export async function listPackages(db: Queryable, locale: Locale): Promise<Package[]> {
  const rows = await db.query<{
    id: string;
    slug: string;
    name_ar: string;
    name_en: string;
    description_ar: string;
    description_en: string;
    contact_email: string | null;
  }>(`SELECT id, slug, name_ar, name_en, description_ar, description_en, contact_email FROM packages ORDER BY sort_order, slug`);
  const prices = await db.query<{ id: string; package_id: string; period: 'MONTHLY' | 'YEARLY' | 'NO_PERIOD'; price: string }>(
    `SELECT id, package_id, period, price::text AS price FROM package_prices ORDER BY array_position(ARRAY['MONTHLY','YEARLY','NO_PERIOD'], period)`,
  );
  const features = await db.query<{ package_id: string; sort_order: number; name_ar: string; name_en: string; is_included: boolean }>(
    `SELECT package_id, sort_order, name_ar, name_en, is_included FROM package_features ORDER BY sort_order`,
  );
  return rows.map((p) => ({
    guid: p.id,
    slug: p.slug,
    name: pick(locale, p.name_ar, p.name_en),
    description: pick(locale, p.description_ar, p.description_en),
    contact_email: p.contact_email,
    prices: prices.filter((x) => x.package_id === p.id).map((x) => ({ guid: x.id, period: x.period, price: x.price })),
    feature_mapping: features
      .filter((f) => f.package_id === p.id)
      .map((f) => ({ name: pick(locale, f.name_ar, f.name_en), order: f.sort_order, is_included: f.is_included })),
  }));
}

type SubscriptionRow = {
  id: string;
  status: Subscription['status'];
  started_at: Date | string;
  ended_at: Date | string | null;
  amount_paid: number;
  price_id: string;
  period: Subscription['package_price']['period'];
  price: string;
  slug: string;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  prev_slug: string | null;
  prev_name_ar: string | null;
  prev_name_en: string | null;
};

export async function userSubscriptions(db: Queryable, userId: string, opts: { activeOnly?: boolean } = {}): Promise<SubscriptionRow[]> {
  return db.query<SubscriptionRow>(
    `SELECT s.id, s.status, s.started_at, s.ended_at, s.amount_paid, pr.id AS price_id, pr.period, pr.price::text AS price,
            p.slug, p.name_ar, p.name_en, p.description_ar, p.description_en,
            prev.slug AS prev_slug, prev.name_ar AS prev_name_ar, prev.name_en AS prev_name_en
       FROM subscriptions s JOIN package_prices pr ON pr.id = s.package_price_id JOIN packages p ON p.id = pr.package_id
       LEFT JOIN packages prev ON prev.id = s.previous_package_id
      WHERE s.user_id = $1 ${opts.activeOnly ? `AND s.status = 'ACTIVE' AND (s.ended_at IS NULL OR s.ended_at > now())` : ''}
      ORDER BY s.started_at DESC, s.created_at DESC`,
    [userId],
  );
}

export function toSubscription(locale: Locale, r: SubscriptionRow, now = new Date()): Subscription {
  const started = new Date(r.started_at);
  const ended = r.ended_at ? new Date(r.ended_at) : null;
  const live = r.status === 'ACTIVE';
  return {
    guid: r.id,
    status: r.status,
    started_at: started.toISOString(),
    ended_at: ended?.toISOString() ?? null,
    remaining_days: live ? remainingDays(ended, now) : 0,
    remaining_credit: halalasToSar(live ? remainingCredit(r.amount_paid, started, ended, now) : 0),
    previous_package: r.prev_slug ? { slug: r.prev_slug, name: pick(locale, r.prev_name_ar ?? '', r.prev_name_en ?? '') } : null,
    package_price: {
      guid: r.price_id,
      period: r.period,
      price: r.price,
      slug: r.slug,
      package: { name: pick(locale, r.name_ar, r.name_en), description: pick(locale, r.description_ar, r.description_en) },
    },
  };
}
