import { randomUUID } from 'node:crypto';
import { halalasToSar, sarToHalalas, splitVat } from '@sahm/contracts/money';
import type { Quote } from '@sahm/contracts/payments';
import type { BillingPeriod } from '@sahm/contracts/plans';
import type { Db } from '../../db/client.ts';
import { currentPlan, remainingCredit } from '../plans/index.ts';
import { chargeHalalas, discountHalalas } from './amount.ts';
import { messages } from './messages.ts';
import { usablePromo, type PromoRow } from './promo.ts';
import { insertQuote, packagePrice, type Basis } from './queries.ts';

/** How long a stored quote is honoured: the checkout, the card form and 3-D Secure fit well inside it. */
export const QUOTE_TTL_MS = 30 * 60_000;

/**
 * A computed charge with the figures it rests on (halalas): what a stored quote keeps and what a
 * payment is settled against.
 */
export type Charge = {
  packagePriceId: string;
  slug: string;
  period: BillingPeriod;
  /** The price as the catalogue writes it ('790.00'). */
  priceText: string;
  price: number;
  discount: number;
  /** The remaining credit applied: never more than price − discount. */
  credit: number;
  amount: number;
  promo: PromoRow | null;
  /** The plan whose credit was measured, and when. */
  subscriptionId: string | null;
  measuredAt: Date;
};

export type StoredQuote = Charge & { quoteId: string; expiresAt: Date };

/** What a payment for this charge is settled against (`quoteId` when it was stored as a quote). */
export const basisOf = (c: Charge, quoteId: string | null): Basis => ({
  packagePriceId: c.packagePriceId,
  slug: c.slug,
  period: c.period,
  price: c.price,
  discount: c.discount,
  promoId: c.promo?.id ?? null,
  credit: c.credit,
  subscriptionId: c.subscriptionId,
  measuredAt: c.measuredAt,
  quoteId,
});

/**
 * The amount the server will accept for this user, package price and promo code. Buying BASIC,
 * the trial, or the package and period already held is refused; an upgrade is credited with the
 * unused part of the paid period in force.
 */
export async function quoteFor(
  db: Db,
  opts: { userId: string; packagePriceId: string; promoCodeId?: string | null; now?: Date },
): Promise<Charge> {
  const now = opts.now ?? new Date();
  const price = await packagePrice(db, opts.packagePriceId);
  if (!price) throw messages.error(404, 'packagePriceNotFound');
  if (price.slug === 'BASIC' || price.period === 'NO_PERIOD') throw messages.error(400, 'cannotBuyPackage');
  const current = await currentPlan(db, opts.userId, now);
  if (current?.package_price_id === price.id) throw messages.error(400, 'alreadyHeld');
  const credit = current ? remainingCredit(current.amount_paid, current.started_at, current.ended_at, now) : 0;
  const promo = opts.promoCodeId ? await usablePromo(db, { id: opts.promoCodeId, userId: opts.userId, period: price.period, now }) : null;
  const priceH = sarToHalalas(price.price);
  const discount = discountHalalas(priceH, promo);
  return {
    packagePriceId: price.id,
    slug: price.slug,
    period: price.period,
    priceText: price.price,
    price: priceH,
    discount,
    credit: Math.min(credit, priceH - discount),
    amount: chargeHalalas(priceH, discount, credit),
    promo,
    subscriptionId: current?.id ?? null,
    measuredAt: now,
  };
}

/** Computes the charge and stores it as a quote the payment may be checked against until it expires. */
export async function issueQuote(
  db: Db,
  opts: { userId: string; packagePriceId: string; promoCodeId?: string | null; now?: Date },
): Promise<StoredQuote> {
  const charge = await quoteFor(db, opts);
  const stored = { ...charge, quoteId: randomUUID(), expiresAt: new Date(charge.measuredAt.getTime() + QUOTE_TTL_MS) };
  await insertQuote(db, opts.userId, stored);
  return stored;
}

/** The spec's quote fields (SAR strings, amount in halalas) and the stored quote's id and expiry. */
export function toQuote(q: StoredQuote): Quote {
  return {
    package_price_guid: q.packagePriceId,
    price: q.priceText,
    discount: halalasToSar(q.discount),
    remaining_credit: halalasToSar(q.credit),
    total: halalasToSar(q.amount),
    vat: halalasToSar(splitVat(q.amount).vat),
    amount: q.amount,
    currency: 'SAR',
    promo_code_guid: q.promo?.id ?? null,
    quote_guid: q.quoteId,
    expires_at: q.expiresAt.toISOString(),
  };
}
