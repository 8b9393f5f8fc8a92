import { splitVat } from '@sahm/contracts/money';
import type { Db } from '../../db/client.ts';
import { issuePaidInvoice } from '../invoices/index.ts';
import { currentPlan, extendSubscription, remainingCredit, startSubscription, type CurrentPlan } from '../plans/index.ts';
import { linkPayment, promoLeftForUser, recordPromoUse, type Basis } from './queries.ts';

/** The end of a paid period that starts at `start`. */
export function periodEnd(start: Date, period: string): Date {
  const end = new Date(start);
  if (period === 'YEARLY') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * The end of a stretch of `period` starting at `start` that `value` halalas buy when the whole
 * period costs `full`: one period exactly when value = full, proportionally longer or shorter
 * otherwise (to the millisecond, exact in integers).
 */
export function endFor(start: Date, period: string, value: number, full: number): Date {
  const whole = periodEnd(start, period);
  if (full <= 0 || value === full) return whole;
  const span = BigInt(whole.getTime() - start.getTime());
  return new Date(start.getTime() + Number((span * BigInt(Math.max(0, value))) / BigInt(full)));
}

const creditAt = (plan: CurrentPlan | undefined, at: Date) =>
  plan ? remainingCredit(plan.amount_paid, plan.started_at, plan.ended_at, at) : 0;

export type Settled = { subscriptionId: string; outcome: 'started' | 'extended' };

/**
 * Turns a verified, recorded payment into its plan, invoice and promo redemption. The caller holds
 * the user's plan lock in the same transaction, so the plan read here is the one the payment
 * changes.
 *
 * The payment was checked against a quote that credited the plan then in force. Usually that is
 * still the plan now, and the payment buys exactly one period, as quoted. When another payment
 * (or an administrator, or the expiry job) changed the plan in between, the money is still
 * honoured, against the plan now in force, as if the two purchases had been made one after the
 * other:
 * - the package and period already held: the paid period is lengthened by what the payment buys
 *   at that price (a second identical payment adds a second period);
 * - another package: it replaces the plan now in force, whose remaining credit is added to what
 *   was paid, and runs for as long as that sum buys at its price (more than a period when the
 *   quote counted less credit than there is now, less when it counted credit another payment has
 *   since used).
 * A promo code that a parallel payment already used up for this user is not granted twice: the
 * payment is then valued at the full price.
 */
export async function settlePayment(
  tx: Db,
  p: { userId: string; paymentId: string; amount: number; basis: Basis; now: Date },
): Promise<Settled> {
  const { basis, now } = p;
  const current = await currentPlan(tx, p.userId, now);
  let discount = basis.discount;
  let promoId = basis.promoId;
  if (promoId && !(await promoLeftForUser(tx, promoId, p.userId))) {
    discount = 0;
    promoId = null;
  }
  const full = basis.price - discount;

  let settled: Settled;
  if (current && current.package_price_id === basis.packagePriceId && current.ended_at) {
    await extendSubscription(tx, {
      id: current.id,
      endsAt: endFor(current.ended_at, basis.period, p.amount, full),
      amountPaid: p.amount,
    });
    settled = { subscriptionId: current.id, outcome: 'extended' };
  } else {
    // As quoted: the same plan, with the same credit at the moment of the quote, and the discount granted.
    const asQuoted =
      discount === basis.discount &&
      (basis.subscriptionId === undefined || (current?.id ?? null) === basis.subscriptionId) &&
      Math.min(creditAt(current, basis.measuredAt), basis.price - basis.discount) === basis.credit;
    const value = asQuoted ? full : p.amount + Math.min(creditAt(current, now), full);
    const subscriptionId = await startSubscription(tx, {
      userId: p.userId,
      slug: basis.slug,
      period: basis.period,
      endsAt: endFor(now, basis.period, value, full),
      amountPaid: p.amount,
      now,
    });
    settled = { subscriptionId, outcome: 'started' };
  }

  if (promoId) await recordPromoUse(tx, promoId, p.userId, p.paymentId);
  const { subtotal, vat } = splitVat(p.amount);
  await issuePaidInvoice(tx, {
    userId: p.userId,
    subscriptionId: settled.subscriptionId,
    paymentId: p.paymentId,
    at: now,
    slug: basis.slug,
    period: basis.period,
    subtotal,
    vat,
    total: p.amount,
  });
  await linkPayment(tx, p.paymentId, settled.subscriptionId, promoId);
  return settled;
}
