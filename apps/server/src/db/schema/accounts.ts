import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { locales } from '@sahm/contracts/common';
import { userGroups as groupNames } from '@sahm/contracts/identity';
import { ageValues, annualInvestmentValues, investmentExperienceValues, otpTypes } from '@sahm/contracts/users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** People with an account. Emails are stored lower-cased; phones as 9665XXXXXXXX. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    isMobileVerified: boolean('is_mobile_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    age: text('age', { enum: ageValues }),
    investmentExperience: text('investment_experience', { enum: investmentExperienceValues }),
    annualInvestment: text('annual_investment', { enum: annualInvestmentValues }),
    /** The language the person last used, for messages sent outside a request. */
    locale: text('locale', { enum: locales }).notNull().default('ar'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Bumped when a password changes, so older reset links stop working. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phoneNumber),
    index('users_created_idx').on(t.createdAt),
  ],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name', { enum: groupNames }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/** A sign-in: one chain of rotating refresh tokens. Revoking it ends every token of the chain. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The chain cannot be refreshed past this, however often it is used. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens by SHA-256 of their secret; a used one presented again betrays a copy. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** One-time codes sent by SMS, stored hashed; attempts count wrong entries. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: otpTypes }).notNull(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when a newer code replaces this one or too many wrong tries void it. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('one_time_codes_user_type_idx').on(t.userId, t.type, t.createdAt),
    index('one_time_codes_phone_idx').on(t.phoneNumber, t.createdAt),
    uniqueIndex('one_time_codes_one_open_key')
      .on(t.userId, t.type)
      .where(sql`consumed_at IS NULL AND voided_at IS NULL`),
  ],
);

/** Password reset links, by SHA-256 of their token; each works once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** The local stand-in for the SMS gateway and the mail server: every message, readable in development. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email', 'push'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt), index('outbox_messages_created_idx').on(t.createdAt)],
);
