import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A user's favourite comparison indicators (spec §4 "favourites of indicators"): catalogue keys,
 * kept in the order they were added. Keys are checked against the catalogue on the way in, not by a
 * foreign key, since the catalogue is code.
 */
export const favoriteComparisons = pgTable(
  'favorite_comparisons',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    indicatorKey: text('indicator_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.indicatorKey] })],
);
