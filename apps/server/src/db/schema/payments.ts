import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { billingPeriods, invoiceStatuses } from '@sahm/contracts/plans';
import { users } from './accounts.ts';
import { packagePrices, subscriptions } from './plans.ts';

/** Discount codes: a fixed SAR amount or a percentage, for one billing period, within dates and use limits. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull(),
    unit: text('unit', { enum: ['SAR', 'PERCENTAGE'] }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    billingPeriod: text('billing_period', { enum: billingPeriods }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_codes_code_key').on(sql`upper(${t.code})`)],
);

export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull().primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_code_uses_code_user_idx').on(t.promoCodeId, t.userId)],
);

/**
 * What the server offered to charge one user for one package price, honoured until expires_at:
 * the payment names its quote in the provider's metadata and is checked against these figures, so
 * credit that moves by a halala between the quote and the card does not refuse it. Halalas; credit
 * is the part of the remaining credit applied, measured at created_at from subscription_id.
 */
export const paymentQuotes = pgTable(
  'payment_quotes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packagePriceId: uuid('package_price_id')
      .notNull()
      .references(() => packagePrices.id, { onDelete: 'cascade' }),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'cascade' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    credit: bigint('credit', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The plan in force when quoted (null: none), whose credit was measured. */
    subscriptionId: uuid('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_quotes_expires_idx').on(t.expiresAt)],
);

/** Card payments as the provider reported them; a provider's payment id is accepted once. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packagePriceId: uuid('package_price_id')
      .notNull()
      .references(() => packagePrices.id),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    /** Halalas. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    /** The quote the payment was checked against (null: it matched a fresh computation); quotes are purged a while after they expire. */
    quoteId: uuid('quote_id'),
    providerResult: jsonb('provider_result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    // A paid payment without its plan is a fault the reconciliation job repairs; it looks here.
    index('payments_unsettled_idx')
      .on(t.createdAt)
      .where(sql`subscription_id IS NULL`),
  ],
);

export const invoiceNumbers = pgSequence('invoice_numbers', { startWith: 1000 });

/** Simplified tax invoices, numbered without gaps in issue order. Amounts in halalas. */
export const invoices = pgTable(
  'invoices',
  {
    number: bigint('number', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('invoice_numbers')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    paymentId: text('payment_id').references(() => payments.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    packageSlug: text('package_slug').notNull(),
    period: text('period', { enum: billingPeriods }).notNull(),
    /** Before VAT. */
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    isPaid: text('is_paid', { enum: invoiceStatuses }).notNull(),
  },
  (t) => [
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    // One invoice per payment, however often its recording is retried.
    uniqueIndex('invoices_payment_key')
      .on(t.paymentId)
      .where(sql`payment_id IS NOT NULL`),
  ],
);

/** The local card sandbox's own records, standing in for the provider's side. */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  status: text('status').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  description: text('description'),
  /** What the shop sent with the payment (user, package price, promo code, quote), returned as the provider returns it. */
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  cardLast4: text('card_last4'),
  message: text('message'),
  callbackUrl: text('callback_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
