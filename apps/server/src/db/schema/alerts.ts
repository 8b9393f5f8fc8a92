import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { alertKinds } from '@sahm/contracts/alerts';
import { shariahProviders } from '@sahm/contracts/company';
import { users } from './accounts.ts';
import { portfolios } from './portfolios.ts';
import { stocks } from './stocks.ts';

/**
 * A user's alerts. The threshold is kept in hundredths as an integer (halalas for a price,
 * hundredths of a percent or of a multiple otherwise), so the evaluator compares integers and
 * never a binary float. `armed` is false from a firing until the condition clears: it is what
 * keeps an alert from firing again after a restart.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: alertKinds }).notNull(),
    stockId: uuid('stock_id').references(() => stocks.id, { onDelete: 'cascade' }),
    portfolioId: uuid('portfolio_id').references(() => portfolios.id, { onDelete: 'cascade' }),
    threshold: integer('threshold'),
    provider: text('provider', { enum: shariahProviders }),
    email: boolean('email').notNull().default(false),
    push: boolean('push').notNull().default(false),
    cooldownMinutes: integer('cooldown_minutes').notNull(),
    active: boolean('active').notNull().default(true),
    armed: boolean('armed').notNull().default(true),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alerts_user_idx').on(t.userId, t.createdAt),
    index('alerts_stock_idx')
      .on(t.stockId)
      .where(sql`stock_id IS NOT NULL`),
    index('alerts_portfolio_idx')
      .on(t.portfolioId)
      .where(sql`portfolio_id IS NOT NULL`),
  ],
);

/**
 * What fired, in both languages (written at the moment of firing, with the figures of that
 * moment), kept after its alert is deleted.
 */
export const alertNotifications = pgTable(
  'alert_notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: alertKinds }).notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    link: text('link').notNull(),
    /** When the condition was seen (the feed step's time), from which delivery is measured. */
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('alert_notifications_user_idx').on(t.userId, t.firedAt),
    index('alert_notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at IS NULL`),
  ],
);

/** The browsers a user allowed to receive web push; a subscription the push service reports gone is deleted. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
