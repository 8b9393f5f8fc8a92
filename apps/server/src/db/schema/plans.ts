import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { billingPeriods, subscriptionStatuses } from '@sahm/contracts/plans';
import { users } from './accounts.ts';

/** What is sold: BASIC, ADVANCE, PROFESSIONAL and the corporate package (sold by email). */
export const packages = pgTable('packages', {
  id: uuid('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  contactEmail: text('contact_email'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const packagePrices = pgTable(
  'package_prices',
  {
    id: uuid('id').primaryKey(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    period: text('period', { enum: billingPeriods }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('package_prices_package_period_key').on(t.packageId, t.period)],
);

/** The feature list shown on a package card. */
export const packageFeatures = pgTable(
  'package_features',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    isIncluded: boolean('is_included').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.sortOrder] })],
);

/** The CAN_ permissions a package grants: data, so an administrator can change them. */
export const packagePermissions = pgTable(
  'package_permissions',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.permission] })],
);

/** A user's plan over time; one ACTIVE row at most, the rest history. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packagePriceId: uuid('package_price_id')
      .notNull()
      .references(() => packagePrices.id),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** What was paid for this period, in halalas (the base of remaining credit). */
    amountPaid: integer('amount_paid').notNull().default(0),
    previousPackageId: uuid('previous_package_id').references(() => packages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.startedAt),
    uniqueIndex('subscriptions_one_active_key')
      .on(t.userId)
      .where(sql`status = 'ACTIVE'`),
    index('subscriptions_ending_idx')
      .on(t.endedAt)
      .where(sql`status = 'ACTIVE'`),
  ],
);
