import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { portfolios } from './portfolios.ts';

/**
 * Read-only links to portfolios. The token is kept as it is, not hashed: the owner must be able to
 * copy the link again at any time, and the token opens nothing a reader of this table could not read
 * in the portfolio tables beside it (the shared page is a subset of the portfolio, without amounts).
 * A revoked link keeps its row with revoked_at set and never works again; sharing anew makes a new
 * token. At most one live link per portfolio.
 */
export const portfolioShares = pgTable(
  'portfolio_shares',
  {
    token: text('token').primaryKey(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('portfolio_shares_live_key')
      .on(t.portfolioId)
      .where(sql`revoked_at IS NULL`),
    index('portfolio_shares_portfolio_idx').on(t.portfolioId),
  ],
);
