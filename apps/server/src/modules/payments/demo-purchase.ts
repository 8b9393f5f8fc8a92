import { randomUUID } from 'node:crypto';
import type { BillingPeriod } from '@sahm/contracts/plans';
import type { Database } from '../../db/client.ts';
import { lockUserPlan, priceId } from '../plans/index.ts';
import type { ProviderPayment } from './provider.ts';
import { insertPayment } from './queries.ts';
import { basisOf, quoteFor } from './quote.ts';
import { settlePayment } from './settle.ts';

/** The provider named on a demo account's payment: no card provider was asked, and none knows it. */
export const DEMO_PAYMENT_PROVIDER = 'demo';

/**
 * A demo account's paid plan, bought the way a member buys one: the catalogue's price quoted for
 * this account, a payment recorded as paid, and that payment settled into the plan and its paid
 * invoice. So the account's subscription, its payment and the invoice it can download agree, as
 * they do for anyone who paid. No card was charged: the payment names the `demo` provider.
 */
export async function buyDemoPlan(
  database: Database,
  opts: { userId: string; slug: string; period: BillingPeriod; now?: Date },
): Promise<void> {
  const now = opts.now ?? new Date();
  await database.transaction(async ({ db: tx }) => {
    await lockUserPlan(tx, opts.userId);
    const packagePriceId = priceId(opts.slug, opts.period);
    const charge = await quoteFor(tx, { userId: opts.userId, packagePriceId, now });
    const basis = basisOf(charge, null);
    const payment: ProviderPayment = {
      id: `demo_${randomUUID()}`,
      status: 'paid',
      amount: charge.amount,
      currency: 'SAR',
      metadata: { user_id: opts.userId, package_price_guid: packagePriceId },
      message: null,
      createdAt: now,
    };
    await insertPayment(tx, { payment, provider: DEMO_PAYMENT_PROVIDER, userId: opts.userId, basis });
    await settlePayment(tx, { userId: opts.userId, paymentId: payment.id, amount: payment.amount, basis, now });
  });
}
