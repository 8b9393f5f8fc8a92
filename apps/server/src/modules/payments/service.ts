import type { PaymentResult } from '@sahm/contracts/payments';
import type { Queryable } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { startSubscription } from '../plans/subscriptions.ts';
import { splitVat } from './amount.ts';
import type { PaymentProvider } from './provider.ts';
import { quoteFor } from './quote.ts';

/** The end of a paid period that starts now. */
export function periodEnd(start: Date, period: string): Date {
  const end = new Date(start);
  if (period === 'YEARLY') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

type Stored = { id: string; status: string; subscription_id: string | null; invoice_number: number | null };

async function stored(db: Queryable, paymentId: string): Promise<Stored | undefined> {
  return (
    await db.query<Stored>(
      `SELECT p.id, p.status, p.subscription_id, (SELECT number FROM invoices i WHERE i.payment_id = p.id) AS invoice_number FROM payments p WHERE p.id = $1`,
      [paymentId],
    )
  )[0];
}

const result = (s: Stored, message: string): PaymentResult => ({
  payment_id: s.id,
  status: s.status === 'paid' ? 'paid' : 'failed',
  subscription_guid: s.subscription_id,
  invoice_number: s.invoice_number,
  message,
});

/**
 * Turns a provider payment into a subscription, trusting nothing the browser said: the payment is
 * fetched from the provider and must be paid, in SAR, for this user, and for exactly the amount
 * the server computes now. Each payment id is accepted once; a replay returns the first outcome.
 */
export function paymentService(deps: { db: Queryable; provider: PaymentProvider }) {
  const { db, provider } = deps;

  return {
    async record(opts: {
      userId: string;
      paymentId: string;
      packagePriceId: string;
      promoCodeId?: string | null;
      now?: Date;
    }): Promise<PaymentResult> {
      const now = opts.now ?? new Date();
      const before = await stored(db, opts.paymentId);
      if (before) return result(before, 'already recorded');

      const payment = await provider.fetchPayment(opts.paymentId);
      if (!payment) throw new ApiError(400, 'paymentUnknown');
      const meta = payment.metadata;
      if (
        meta.user_id !== opts.userId ||
        meta.package_price_guid !== opts.packagePriceId ||
        (meta.promo_code_guid || null) !== (opts.promoCodeId || null)
      ) {
        throw new ApiError(400, 'paymentMismatch');
      }
      if (payment.status !== 'paid') throw new ApiError(400, 'paymentNotPaid', {}, { status: payment.status });
      const quote = await quoteFor(db, { userId: opts.userId, packagePriceId: opts.packagePriceId, promoCodeId: opts.promoCodeId, now });
      if (payment.currency !== 'SAR' || payment.amount !== quote.amount) throw new ApiError(400, 'paymentAmountMismatch');

      // Claim the payment id first: of two concurrent calls (browser and webhook) one goes on.
      const claimed = await db.query(
        `INSERT INTO payments (id, provider, user_id, package_price_id, promo_code_id, amount, currency, status, provider_result)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'paid', $8) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [
          payment.id,
          provider.kind,
          opts.userId,
          opts.packagePriceId,
          quote.promo_code_guid,
          payment.amount,
          payment.currency,
          JSON.stringify(payment),
        ],
      );
      if (!claimed.length) return result((await stored(db, payment.id))!, 'already recorded');

      const subscriptionId = await startSubscription(db, {
        userId: opts.userId,
        slug: quote.slug,
        period: quote.period,
        endsAt: periodEnd(now, quote.period),
        amountPaid: quote.amount,
        now,
      });
      if (quote.promo)
        await db.query(`INSERT INTO promo_code_uses (promo_code_id, user_id, payment_id) VALUES ($1, $2, $3)`, [
          quote.promo.id,
          opts.userId,
          payment.id,
        ]);
      const { subtotal, vat } = splitVat(quote.amount);
      await db.query(
        `INSERT INTO invoices (user_id, subscription_id, payment_id, issued_at, package_slug, period, subtotal, vat, total, is_paid) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'PAID')`,
        [opts.userId, subscriptionId, payment.id, now, quote.slug, quote.period, subtotal, vat, quote.amount],
      );
      await db.query(`UPDATE payments SET subscription_id = $2 WHERE id = $1`, [payment.id, subscriptionId]);
      return result((await stored(db, payment.id))!, 'subscription started');
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
