import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { portfolios } from '../../db/schema/portfolios.ts';
import { portfolioShares as shares } from '../../db/schema/portfolio-shares.ts';

export type LiveShare = { token: string; createdAt: Date };
export type SharedTarget = { portfolioId: string; userId: string };

/** The portfolio's live link, if any. */
export async function liveShare(db: Db, portfolioId: string): Promise<LiveShare | undefined> {
  const [row] = await db
    .select({ token: shares.token, createdAt: shares.createdAt })
    .from(shares)
    .where(and(eq(shares.portfolioId, portfolioId), isNull(shares.revokedAt)));
  return row;
}

/**
 * Makes `token` the portfolio's live link unless one is live already (the partial unique index
 * decides between two concurrent calls), and answers the live one.
 */
export async function insertShare(db: Db, portfolioId: string, token: string): Promise<LiveShare> {
  await db
    .insert(shares)
    .values({ token, portfolioId })
    .onConflictDoNothing({ target: shares.portfolioId, where: sql`revoked_at IS NULL` });
  return (await liveShare(db, portfolioId))!;
}

/** Ends the portfolio's live link: its token never works again. */
export async function revokeShare(db: Db, portfolioId: string): Promise<void> {
  await db
    .update(shares)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shares.portfolioId, portfolioId), isNull(shares.revokedAt)));
}

/** The portfolio and its owner a live token opens, or undefined (unknown and revoked alike). */
export async function sharedTarget(db: Db, token: string): Promise<SharedTarget | undefined> {
  const [row] = await db
    .select({ portfolioId: shares.portfolioId, userId: portfolios.userId })
    .from(shares)
    .innerJoin(portfolios, eq(portfolios.id, shares.portfolioId))
    .where(and(eq(shares.token, token), isNull(shares.revokedAt)));
  return row;
}
