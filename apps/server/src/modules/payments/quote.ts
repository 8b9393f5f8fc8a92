import type { Quote } from '@sahm/contracts/payments';
import type { Queryable } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { halalasToSar, remainingCredit } from '../plans/credit.ts';
import { chargeHalalas, discountHalalas, hundredths, splitVat } from './amount.ts';
import { usablePromo, type PromoRow } from './promo.ts';

type PriceRow = { id: string; period: string; price: string; slug: string; package_id: string };

export type Charge = Quote & { slug: string; period: string; promo: PromoRow | null };

/**
 * The amount the server will accept for this user, package price and promo code. Buying BASIC,
 * the trial, or the package and period already held is refused; an upgrade is credited with the
 * unused part of the paid period in force.
 */
export async function quoteFor(
  db: Queryable,
  opts: { userId: string; packagePriceId: string; promoCodeId?: string | null; now?: Date },
): Promise<Charge> {
  const now = opts.now ?? new Date();
  const [price] = await db.query<PriceRow>(
    `SELECT pr.id, pr.period, pr.price::text AS price, p.slug, p.id AS package_id FROM package_prices pr JOIN packages p ON p.id = pr.package_id WHERE pr.id = $1`,
    [opts.packagePriceId],
  );
  if (!price) throw new ApiError(404, 'packagePriceNotFound');
  if (price.slug === 'BASIC' || price.period === 'NO_PERIOD') throw new ApiError(400, 'cannotBuyPackage');
  const [current] = await db.query<{
    package_price_id: string;
    amount_paid: number;
    started_at: Date | string;
    ended_at: Date | string | null;
  }>(
    `SELECT package_price_id, amount_paid, started_at, ended_at FROM subscriptions
      WHERE user_id = $1 AND status = 'ACTIVE' AND (ended_at IS NULL OR ended_at > $2)`,
    [opts.userId, now],
  );
  if (current?.package_price_id === price.id) throw new ApiError(400, 'alreadyHeld');
  const credit = current
    ? remainingCredit(current.amount_paid, new Date(current.started_at), current.ended_at ? new Date(current.ended_at) : null, now)
    : 0;
  const promo = opts.promoCodeId ? await usablePromo(db, { id: opts.promoCodeId, userId: opts.userId, period: price.period, now }) : null;
  const priceH = hundredths(price.price);
  const discount = discountHalalas(priceH, promo);
  const amount = chargeHalalas(priceH, discount, credit);
  return {
    package_price_guid: price.id,
    price: price.price,
    discount: halalasToSar(discount),
    remaining_credit: halalasToSar(Math.min(credit, priceH - discount)),
    total: halalasToSar(amount),
    vat: halalasToSar(splitVat(amount).vat),
    amount,
    currency: 'SAR',
    promo_code_guid: promo?.id ?? null,
    slug: price.slug,
    period: price.period,
    promo,
  };
}
