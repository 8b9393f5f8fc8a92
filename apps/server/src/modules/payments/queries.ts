import type { Queryable } from '../../db/client.ts';
import type { ProviderPayment } from './provider.ts';

/** The figures a payment is settled against (halalas), from a stored quote, a fresh computation or a stored payment. */
export type Basis = {
  packagePriceId: string;
  slug: string;
  period: string;
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

export async function insertQuote(db: Queryable, userId: string, q: QuoteInsert): Promise<void> {
  await db.query(
    `INSERT INTO payment_quotes (id, user_id, package_price_id, promo_code_id, price, discount, credit, amount, subscription_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      q.quoteId,
      userId,
      q.packagePriceId,
      q.promo?.id ?? null,
      q.price,
      q.discount,
      q.credit,
      q.amount,
      q.subscriptionId,
      q.measuredAt,
      q.expiresAt,
    ],
  );
}

export type QuoteRow = Basis & { amount: number; expiresAt: Date };

/** One of the user's stored quotes (someone else's is as good as unknown). */
export async function findQuote(db: Queryable, id: string, userId: string): Promise<QuoteRow | undefined> {
  const [r] = await db.query<{
    id: string;
    package_price_id: string;
    promo_code_id: string | null;
    price: number;
    discount: number;
    credit: number;
    amount: number;
    subscription_id: string | null;
    created_at: Date | string;
    expires_at: Date | string;
    period: string;
    slug: string;
  }>(
    `SELECT q.id, q.package_price_id, q.promo_code_id, q.price, q.discount, q.credit, q.amount, q.subscription_id, q.created_at, q.expires_at,
            pr.period, p.slug
       FROM payment_quotes q JOIN package_prices pr ON pr.id = q.package_price_id JOIN packages p ON p.id = pr.package_id
      WHERE q.id = $1 AND q.user_id = $2`,
    [id, userId],
  );
  return (
    r && {
      packagePriceId: r.package_price_id,
      slug: r.slug,
      period: r.period,
      price: r.price,
      discount: r.discount,
      promoId: r.promo_code_id,
      credit: r.credit,
      amount: r.amount,
      subscriptionId: r.subscription_id,
      measuredAt: new Date(r.created_at),
      expiresAt: new Date(r.expires_at),
      quoteId: r.id,
    }
  );
}

/** Quotes long expired and no longer needed to settle anything. */
export async function purgeQuotes(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query(
    `DELETE FROM payment_quotes q WHERE q.expires_at < $1
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.quote_id = q.id AND p.subscription_id IS NULL) RETURNING 1`,
    [before],
  );
  return rows.length;
}

export type PaymentRow = {
  id: string;
  user_id: string;
  package_price_id: string;
  promo_code_id: string | null;
  quote_id: string | null;
  amount: number;
  status: string;
  subscription_id: string | null;
  created_at: Date | string;
  invoice_number: number | null;
};

/** A recorded payment with its invoice number; `lock` holds the row until the transaction ends. */
export async function findPayment(db: Queryable, id: string, opts: { lock?: boolean } = {}): Promise<PaymentRow | undefined> {
  return (
    await db.query<PaymentRow>(
      `SELECT p.id, p.user_id, p.package_price_id, p.promo_code_id, p.quote_id, p.amount, p.status, p.subscription_id, p.created_at,
              (SELECT number FROM invoices i WHERE i.payment_id = p.id) AS invoice_number
         FROM payments p WHERE p.id = $1${opts.lock ? ' FOR UPDATE OF p' : ''}`,
      [id],
    )
  )[0];
}

export async function insertPayment(
  db: Queryable,
  p: { payment: ProviderPayment; provider: string; userId: string; basis: Basis },
): Promise<void> {
  await db.query(
    `INSERT INTO payments (id, provider, user_id, package_price_id, promo_code_id, quote_id, amount, currency, status, provider_result)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'paid', $9)`,
    [
      p.payment.id,
      p.provider,
      p.userId,
      p.basis.packagePriceId,
      p.basis.promoId,
      p.basis.quoteId,
      p.payment.amount,
      p.payment.currency,
      JSON.stringify(p.payment),
    ],
  );
}

/** Paid payments whose plan was never started (a crash, or a fault before recording was one transaction). */
export async function unsettledPayments(db: Queryable, limit: number): Promise<{ id: string }[]> {
  return db.query<{ id: string }>(
    `SELECT id FROM payments WHERE subscription_id IS NULL AND status = 'paid' ORDER BY created_at LIMIT $1`,
    [limit],
  );
}

/** The figures a stored payment's package price and promo code have today (for a payment recorded without a quote). */
export async function priceAndPromo(
  db: Queryable,
  packagePriceId: string,
  promoId: string | null,
): Promise<{ slug: string; period: string; price: string; unit: 'SAR' | 'PERCENTAGE' | null; promo_amount: string | null } | undefined> {
  return (
    await db.query<{ slug: string; period: string; price: string; unit: 'SAR' | 'PERCENTAGE' | null; promo_amount: string | null }>(
      `SELECT p.slug, pr.period, pr.price::text AS price, c.unit, c.amount::text AS promo_amount
         FROM package_prices pr JOIN packages p ON p.id = pr.package_id LEFT JOIN promo_codes c ON c.id = $2
        WHERE pr.id = $1`,
      [packagePriceId, promoId],
    )
  )[0];
}

/** Whether the user may still use a code by its per-user limit (its dates and total were checked when quoting). */
export async function promoLeftForUser(db: Queryable, promoId: string, userId: string): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>(
    `SELECT (SELECT count(*) FROM promo_code_uses u WHERE u.promo_code_id = c.id AND u.user_id = $2) < c.max_uses_per_user AS ok
       FROM promo_codes c WHERE c.id = $1`,
    [promoId, userId],
  );
  return row?.ok ?? false;
}

export async function recordPromoUse(db: Queryable, promoId: string, userId: string, paymentId: string): Promise<void> {
  await db.query(
    `INSERT INTO promo_code_uses (promo_code_id, user_id, payment_id) VALUES ($1, $2, $3) ON CONFLICT (payment_id) DO NOTHING`,
    [promoId, userId, paymentId],
  );
}

export async function insertPaidInvoice(
  db: Queryable,
  i: {
    userId: string;
    subscriptionId: string;
    paymentId: string;
    at: Date;
    slug: string;
    period: string;
    subtotal: number;
    vat: number;
    total: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO invoices (user_id, subscription_id, payment_id, issued_at, package_slug, period, subtotal, vat, total, is_paid)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'PAID') ON CONFLICT (payment_id) WHERE payment_id IS NOT NULL DO NOTHING`,
    [i.userId, i.subscriptionId, i.paymentId, i.at, i.slug, i.period, i.subtotal, i.vat, i.total],
  );
}

/** The subscription an invoice already names for this payment (a crash after the invoice, before the link). */
export async function invoicedSubscription(db: Queryable, paymentId: string): Promise<string | undefined> {
  return (
    await db.query<{ subscription_id: string }>(
      `SELECT subscription_id FROM invoices WHERE payment_id = $1 AND subscription_id IS NOT NULL`,
      [paymentId],
    )
  )[0]?.subscription_id;
}

export async function linkPayment(db: Queryable, paymentId: string, subscriptionId: string, promoId: string | null): Promise<void> {
  await db.query(`UPDATE payments SET subscription_id = $2, promo_code_id = $3 WHERE id = $1`, [paymentId, subscriptionId, promoId]);
}
