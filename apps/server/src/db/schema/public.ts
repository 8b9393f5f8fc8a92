import { pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Newsletter sign-ups kept locally (and also sent to GetResponse when configured). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    /** 'local' or the provider that accepted it. */
    deliveredTo: text('delivered_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(sql`lower(${t.email})`)],
);

/** "Book your trial" requests from the landing page. */
export const trialRequests = pgTable('trial_requests', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  message: text('message'),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Account deletion requests (closing an account takes about two weeks of work). */
export const deactivationRequests = pgTable('deactivation_requests', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  reason: text('reason'),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
