import type { PaymentConfig, PaymentResult, PromoApply, PromoResult, Quote, QuoteRequest } from '@sahm/contracts/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { sarToHalalas } from '@sahm/contracts/money';
import { discountHalalas } from './amount.ts';
import type { PaymentProvider, ProviderPayment } from './provider.ts';
import {
  findPayment,
  findQuote,
  insertPayment,
  linkPayment,
  priceAndPromo,
  unsettledPayments,
  type Basis,
  type PaymentRow,
} from './queries.ts';
import { usablePromo } from './promo.ts';
import { basisOf, issueQuote, quoteFor, toQuote, type Charge } from './quote.ts';
import { settlePayment } from './settle.ts';
import { invoicedSubscription } from '../invoices/index.ts';
import { lockUserPlan } from '../plans/index.ts';
import { messages } from './messages.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const result = (row: PaymentRow, message: string): PaymentResult => ({
  payment_id: row.id,
  status: row.status === 'paid' ? 'paid' : 'failed',
  subscription_guid: row.subscription_id,
  invoice_number: row.invoice_number,
  message,
});

/**
 * The figures a recorded payment was accepted on: its quote when it is still kept; otherwise (a
 * payment recorded without one) its package price and promo code, with the credit the amount
 * implies, measured when the payment was recorded.
 */
async function basisOfRecorded(tx: Db, row: PaymentRow): Promise<Basis> {
  const quote = row.quote_id ? await findQuote(tx, row.quote_id, row.user_id) : undefined;
  if (quote) return quote;
  const found = await priceAndPromo(tx, row.package_price_id, row.promo_code_id);
  if (!found) throw new Error(`payment ${row.id}: package price ${row.package_price_id} is gone`);
  const price = sarToHalalas(found.price);
  const discount = discountHalalas(price, found.unit && found.promo_amount ? { unit: found.unit, amount: found.promo_amount } : null);
  return {
    packagePriceId: row.package_price_id,
    slug: found.slug,
    period: found.period,
    price,
    discount,
    promoId: row.promo_code_id,
    credit: Math.max(0, price - discount - row.amount),
    subscriptionId: undefined,
    measuredAt: row.created_at,
    quoteId: row.quote_id,
  };
}

/**
 * Finishes a recorded payment whose plan was never started (the caller holds the user's plan lock
 * and the payment row). An invoice already written names the plan; otherwise it is settled now.
 */
async function completeRecorded(tx: Db, row: PaymentRow, now: Date): Promise<void> {
  const invoiced = await invoicedSubscription(tx, row.id);
  if (invoiced) return linkPayment(tx, row.id, invoiced, row.promo_code_id);
  await settlePayment(tx, { userId: row.user_id, paymentId: row.id, amount: row.amount, basis: await basisOfRecorded(tx, row), now });
}

/**
 * Turns a provider payment into a subscription, trusting nothing the browser said: the payment is
 * fetched from the provider and must be paid, in SAR, for this user, and for exactly the amount of
 * the quote it names (while that quote is valid) or of a fresh computation. Each payment id is
 * recorded once, in one transaction with its plan, invoice and promo redemption, under the user's
 * plan lock: two payments for one user queue, and the second is settled against the plan the
 * first left (see settlePayment). A replay returns the first outcome, or completes a payment
 * recorded without its plan; a payment of another user's answers as an unknown one.
 */
export function paymentService(deps: { database: Database; provider: PaymentProvider; log?: FastifyBaseLogger }) {
  const { database, provider, log } = deps;
  const db = database.db;

  /** The basis a paid provider payment is accepted on, or the reason it is refused. */
  async function verify(
    tx: Db,
    payment: ProviderPayment,
    opts: { userId: string; packagePriceId: string; promoCodeId: string | null; now: Date },
  ): Promise<Basis> {
    const quoteId = payment.metadata.quote_guid || null;
    let quoteProblem: 'quoteExpired' | 'quoteUnknown' | undefined;
    if (quoteId) {
      const quote = uuid.test(quoteId) ? await findQuote(tx, quoteId, opts.userId) : undefined;
      if (!quote || quote.packagePriceId !== opts.packagePriceId || quote.promoId !== opts.promoCodeId) quoteProblem = 'quoteUnknown';
      else if ((payment.createdAt ?? opts.now) > quote.expiresAt) quoteProblem = 'quoteExpired';
      else if (payment.amount === quote.amount) return quote;
    }
    let fresh: Charge;
    try {
      fresh = await quoteFor(tx, {
        userId: opts.userId,
        packagePriceId: opts.packagePriceId,
        promoCodeId: opts.promoCodeId,
        now: opts.now,
      });
    } catch (err) {
      // The quote's own problem says more than what a fresh computation objects to.
      if (quoteProblem && err instanceof ApiError) throw messages.error(400, quoteProblem);
      throw err;
    }
    if (payment.amount === fresh.amount) return basisOf(fresh, null);
    throw messages.error(400, quoteProblem ?? 'paymentAmountMismatch');
  }

  return {
    /** A promo code the caller may use, checked against a package price's period when one is named. */
    async applyPromo(userId: string, body: PromoApply): Promise<PromoResult> {
      const period = body.package_price_guid ? (await quoteFor(db, { userId, packagePriceId: body.package_price_guid })).period : undefined;
      const promo = await usablePromo(db, { code: body.code, userId, period });
      return { guid: promo.id, code: promo.code, unit: promo.unit, amount: promo.amount, billing_period: promo.billing_period };
    },

    /** The amount the server will accept, stored as a quote honoured until it expires. */
    async quote(userId: string, body: QuoteRequest): Promise<Quote> {
      return toQuote(await issueQuote(db, { userId, packagePriceId: body.package_price_guid, promoCodeId: body.promo_code_guid }));
    },

    /** Which card provider the browser talks to. */
    config: (): PaymentConfig => ({ provider: provider.kind, publishable_key: provider.publishableKey, form_url: provider.formUrl }),

    async record(opts: {
      userId: string;
      paymentId: string;
      packagePriceId: string;
      promoCodeId?: string | null;
      now?: Date;
    }): Promise<PaymentResult> {
      const now = opts.now ?? new Date();
      const promoCodeId = opts.promoCodeId || null;
      // Webhook metadata is whatever the payer's browser put there: not an id, not ours.
      if (!uuid.test(opts.userId) || !uuid.test(opts.packagePriceId) || (promoCodeId && !uuid.test(promoCodeId)))
        throw messages.error(400, 'paymentMismatch');

      const before = await findPayment(db, opts.paymentId);
      if (before && before.user_id !== opts.userId) throw messages.error(400, 'paymentUnknown');
      if (before?.subscription_id) return result(before, 'already recorded');

      // The provider is asked outside the transaction: no lock is held across a network call.
      const payment = before ? undefined : await provider.fetchPayment(opts.paymentId);
      if (!before) {
        if (!payment || payment.metadata.user_id !== opts.userId) throw messages.error(400, 'paymentUnknown');
        const meta = payment.metadata;
        if (meta.package_price_guid !== opts.packagePriceId || (meta.promo_code_guid || null) !== promoCodeId)
          throw messages.error(400, 'paymentMismatch');
        if (payment.status !== 'paid') throw messages.error(400, 'paymentNotPaid', {}, { status: payment.status });
        if (payment.currency !== 'SAR') throw messages.error(400, 'paymentAmountMismatch');
      }

      const outcome = await database
        .transaction(async ({ db: tx }) => {
          await lockUserPlan(tx, opts.userId);
          const recorded = await findPayment(tx, opts.paymentId, { lock: true });
          if (recorded?.subscription_id) return { message: 'already recorded' };
          if (recorded) {
            // Paid, recorded, and its plan never started: finish it rather than answer "already recorded".
            await completeRecorded(tx, recorded, now);
            return { message: 'subscription started' };
          }
          if (!payment) throw messages.error(400, 'paymentUnknown');
          const basis = await verify(tx, payment, { userId: opts.userId, packagePriceId: opts.packagePriceId, promoCodeId, now });
          await insertPayment(tx, { payment, provider: provider.kind, userId: opts.userId, basis });
          const settled = await settlePayment(tx, { userId: opts.userId, paymentId: payment.id, amount: payment.amount, basis, now });
          return { message: settled.outcome === 'extended' ? 'subscription extended' : 'subscription started' };
        })
        .catch((err: unknown) => {
          // Money the provider took that no plan answers for: say so where operators look.
          if (payment && err instanceof ApiError)
            log?.warn({ payment_id: payment.id, user_id: opts.userId, refused: err.key }, 'paid payment refused');
          throw err;
        });
      return result((await findPayment(db, opts.paymentId))!, outcome.message);
    },

    /**
     * Finds paid payments recorded without their plan and completes them. Idempotent and safe in
     * every process at once: each is finished under its user's plan lock after reading it again.
     */
    async reconcile(now = new Date(), limit = 100): Promise<number> {
      let repaired = 0;
      for (const { id } of await unsettledPayments(db, limit)) {
        try {
          const done = await database.transaction(async ({ db: tx }) => {
            const peek = await findPayment(tx, id);
            if (!peek || peek.subscription_id) return false;
            await lockUserPlan(tx, peek.user_id);
            const row = await findPayment(tx, id, { lock: true });
            if (!row || row.subscription_id) return false;
            await completeRecorded(tx, row, now);
            return true;
          });
          if (done) {
            repaired += 1;
            log?.warn({ payment_id: id }, 'paid payment without its plan completed');
          }
        } catch (err) {
          // One that cannot be settled must not hold up the others; it is tried again next time.
          log?.error({ err, payment_id: id }, 'paid payment without its plan could not be completed');
        }
      }
      return repaired;
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
