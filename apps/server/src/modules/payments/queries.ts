import { and, asc, count, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { BillingPeriod } from '@sahm/contracts/plans';
import type { Db } from '../../db/client.ts';
import { invoices, paymentQuotes, payments, promoCodes, promoCodeUses, sandboxPayments } from '../../db/schema/payments.ts';
import { packagePrices, packages } from '../../db/schema/plans.ts';
import type { ProviderPayment } from './provider.ts';

/** The figures a payment is settled against (halalas), from a stored quote, a fresh computation or a stored payment. */
export type Basis = {
  packagePriceId: string;
  slug: string;
  period: BillingPeriod;
  price: number;
  discount: number;
  promoId: string | null;
  /** The remaining credit applied, measured at measuredAt from the plan subscriptionId (undefined: not known). */
  credit: number;
  subscriptionId: string | null | undefined;
  measuredAt: Date;
  quoteId: string | null;
};

type QuoteInsert = {
  quoteId: string;
  packagePriceId: string;
  promo: { id: string } | null;
  price: number;
  discount: number;
  credit: number;
  amount: number;
  subscriptionId: string | null;
  measuredAt: Date;
  expiresAt: Date;
};

export async function insertQuote(db: Db, userId: string, q: QuoteInsert): Promise<void> {
  await db.insert(paymentQuotes).values({
    id: q.quoteId,
    userId,
    packagePriceId: q.packagePriceId,
    promoCodeId: q.promo?.id ?? null,
    price: q.price,
    discount: q.discount,
    credit: q.credit,
    amount: q.amount,
    subscriptionId: q.subscriptionId,
    createdAt: q.measuredAt,
    expiresAt: q.expiresAt,
  });
}

export type QuoteRow = Basis & { amount: number; expiresAt: Date };

/** One of the user's stored quotes (someone else's is as good as unknown). */
export async function findQuote(db: Db, id: string, userId: string): Promise<QuoteRow | undefined> {
  const [r] = await db
    .select({
      quoteId: paymentQuotes.id,
      packagePriceId: paymentQuotes.packagePriceId,
      promoId: paymentQuotes.promoCodeId,
      price: paymentQuotes.price,
      discount: paymentQuotes.discount,
      credit: paymentQuotes.credit,
      amount: paymentQuotes.amount,
      subscriptionId: paymentQuotes.subscriptionId,
      measuredAt: paymentQuotes.createdAt,
      expiresAt: paymentQuotes.expiresAt,
      period: packagePrices.period,
      slug: packages.slug,
    })
    .from(paymentQuotes)
    .innerJoin(packagePrices, eq(packagePrices.id, paymentQuotes.packagePriceId))
    .innerJoin(packages, eq(packages.id, packagePrices.packageId))
    .where(and(eq(paymentQuotes.id, id), eq(paymentQuotes.userId, userId)));
  return r;
}

/** Quotes long expired and no longer needed to settle anything. */
export async function purgeQuotes(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(paymentQuotes)
    .where(
      and(
        lt(paymentQuotes.expiresAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(and(eq(payments.quoteId, paymentQuotes.id), isNull(payments.subscriptionId))),
        ),
      ),
    )
    .returning({ id: paymentQuotes.id });
  return rows.length;
}

const paymentFields = {
  id: payments.id,
  user_id: payments.userId,
  package_price_id: payments.packagePriceId,
  promo_code_id: payments.promoCodeId,
  quote_id: payments.quoteId,
  amount: payments.amount,
  status: payments.status,
  subscription_id: payments.subscriptionId,
  created_at: payments.createdAt,
  invoice_number: sql<number | null>`(SELECT ${invoices.number} FROM ${invoices} WHERE ${invoices.paymentId} = ${payments.id})`.mapWith(
    (v: string | number | null) => (v === null ? null : Number(v)),
  ),
};

/** A recorded payment with its invoice number; `lock` holds the row until the transaction ends. */
export async function findPayment(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const query = db.select(paymentFields).from(payments).where(eq(payments.id, id));
  const [row] = await (opts.lock ? query.for('update', { of: payments }) : query);
  return row;
}
export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

export async function insertPayment(
  db: Db,
  p: { payment: ProviderPayment; provider: string; userId: string; basis: Basis },
): Promise<void> {
  await db.insert(payments).values({
    id: p.payment.id,
    provider: p.provider,
    userId: p.userId,
    packagePriceId: p.basis.packagePriceId,
    promoCodeId: p.basis.promoId,
    quoteId: p.basis.quoteId,
    amount: p.payment.amount,
    currency: p.payment.currency,
    status: 'paid',
    providerResult: p.payment,
  });
}

/** Paid payments whose plan was never started (a crash, or a fault before recording was one transaction). */
export const unsettledPayments = (db: Db, limit: number): Promise<{ id: string }[]> =>
  db
    .select({ id: payments.id })
    .from(payments)
    .where(and(isNull(payments.subscriptionId), eq(payments.status, 'paid')))
    .orderBy(asc(payments.createdAt))
    .limit(limit);

/** The figures a stored payment's package price and promo code have today (for a payment recorded without a quote). */
export async function priceAndPromo(db: Db, packagePriceId: string, promoId: string | null) {
  const [row] = await db
    .select({
      slug: packages.slug,
      period: packagePrices.period,
      price: packagePrices.price,
      unit: promoCodes.unit,
      promo_amount: promoCodes.amount,
    })
    .from(packagePrices)
    .innerJoin(packages, eq(packages.id, packagePrices.packageId))
    .leftJoin(promoCodes, promoId ? eq(promoCodes.id, promoId) : sql`false`)
    .where(eq(packagePrices.id, packagePriceId));
  return row;
}

/** Whether the user may still use a code by its per-user limit (its dates and total were checked when quoting). */
export async function promoLeftForUser(db: Db, promoId: string, userId: string): Promise<boolean> {
  const [code] = await db.select({ max: promoCodes.maxUsesPerUser }).from(promoCodes).where(eq(promoCodes.id, promoId));
  if (!code) return false;
  const [used] = await db
    .select({ n: count() })
    .from(promoCodeUses)
    .where(and(eq(promoCodeUses.promoCodeId, promoId), eq(promoCodeUses.userId, userId)));
  return (used?.n ?? 0) < code.max;
}

export async function recordPromoUse(db: Db, promoId: string, userId: string, paymentId: string): Promise<void> {
  await db
    .insert(promoCodeUses)
    .values({ promoCodeId: promoId, userId, paymentId })
    .onConflictDoNothing({ target: promoCodeUses.paymentId });
}

export async function linkPayment(db: Db, paymentId: string, subscriptionId: string, promoId: string | null): Promise<void> {
  await db.update(payments).set({ subscriptionId, promoCodeId: promoId }).where(eq(payments.id, paymentId));
}

/** A package price with its package. */
export async function packagePrice(db: Db, id: string) {
  const [row] = await db
    .select({
      id: packagePrices.id,
      period: packagePrices.period,
      price: packagePrices.price,
      slug: packages.slug,
      package_id: packages.id,
    })
    .from(packagePrices)
    .innerJoin(packages, eq(packages.id, packagePrices.packageId))
    .where(eq(packagePrices.id, id));
  return row;
}

const promoFields = {
  id: promoCodes.id,
  code: promoCodes.code,
  unit: promoCodes.unit,
  amount: promoCodes.amount,
  billing_period: promoCodes.billingPeriod,
  valid_from: promoCodes.validFrom,
  valid_to: promoCodes.validTo,
  max_uses: promoCodes.maxUses,
  max_uses_per_user: promoCodes.maxUsesPerUser,
};

/** A promo code by its id, or by its code in any case. */
export async function findPromo(db: Db, by: { id?: string; code?: string }) {
  const [row] = await db
    .select(promoFields)
    .from(promoCodes)
    .where(by.id ? eq(promoCodes.id, by.id) : sql`upper(${promoCodes.code}) = upper(${by.code ?? ''})`);
  return row;
}
export type PromoRow = NonNullable<Awaited<ReturnType<typeof findPromo>>>;

/** How often a code has been used, in all and by this user. */
export async function promoUses(db: Db, promoId: string, userId: string): Promise<{ total: number; mine: number }> {
  const [row] = await db
    .select({ total: count(), mine: sql<number>`count(*) FILTER (WHERE ${promoCodeUses.userId} = ${userId})::int` })
    .from(promoCodeUses)
    .where(eq(promoCodeUses.promoCodeId, promoId));
  return row ?? { total: 0, mine: 0 };
}

/** The local card sandbox's record of a payment, as its hosted form wrote it. */
export async function findSandboxPayment(db: Db, id: string) {
  const [row] = await db
    .select({
      id: sandboxPayments.id,
      status: sandboxPayments.status,
      amount: sandboxPayments.amount,
      currency: sandboxPayments.currency,
      metadata: sandboxPayments.metadata,
      message: sandboxPayments.message,
      createdAt: sandboxPayments.createdAt,
    })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, id));
  return row;
}

export async function insertSandboxPayment(db: Db, payment: typeof sandboxPayments.$inferInsert): Promise<void> {
  await db.insert(sandboxPayments).values(payment);
}

/** Ends a sandbox payment's 3-D Secure step once; its amount and return address, or undefined when it was not waiting. */
export async function finishSandboxSecureStep(db: Db, id: string, status: string, message: string) {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status, message })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'initiated')))
    .returning({ amount: sandboxPayments.amount, callbackUrl: sandboxPayments.callbackUrl });
  return row;
}
