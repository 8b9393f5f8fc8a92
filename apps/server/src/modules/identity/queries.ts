import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, refreshTokens, users } from '../../db/schema/accounts.ts';

const now = sql`now()`;
const inSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** A new sign-in session of a user, open for ttlSeconds from now. */
export async function insertSession(
  db: Db,
  s: { id: string; userId: string; ttlSeconds: number; userAgent: string | null; ipAddress: string | null },
): Promise<void> {
  await db
    .insert(authSessions)
    .values({ id: s.id, userId: s.userId, expiresAt: inSeconds(s.ttlSeconds), userAgent: s.userAgent, ipAddress: s.ipAddress });
}

/** A refresh token of a session, by the digest of its secret, good for ttlSeconds from now. */
export async function insertRefreshToken(db: Db, t: { tokenHash: string; sessionId: string; ttlSeconds: number }): Promise<void> {
  await db.insert(refreshTokens).values({ tokenHash: t.tokenHash, sessionId: t.sessionId, expiresAt: inSeconds(t.ttlSeconds) });
}

/**
 * Marks an unused, unexpired refresh token used and returns its session; nothing when it is
 * unknown, used or expired. One conditional UPDATE, so of two concurrent uses exactly one wins.
 */
export async function claimRefreshToken(db: Db, tokenHash: string): Promise<{ sessionId: string } | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)))
    .returning({ sessionId: refreshTokens.sessionId });
  return row;
}

/** A refresh token as stored, whatever its state. */
export async function findRefreshToken(db: Db, tokenHash: string): Promise<{ sessionId: string; usedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Notes a session's use if it is still open (not revoked, not past its end, its user active) and
 * returns its user and the seconds it has left (at least 1); nothing when it is closed.
 */
export async function useOpenSession(db: Db, sessionId: string): Promise<{ userId: string; secondsLeft: number } | undefined> {
  const [row] = await db
    .update(authSessions)
    .set({ lastUsedAt: now })
    .from(users)
    .where(
      and(
        eq(authSessions.id, sessionId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        eq(users.id, authSessions.userId),
        eq(users.isActive, true),
      ),
    )
    .returning({
      userId: authSessions.userId,
      secondsLeft: sql<number>`GREATEST(1, EXTRACT(EPOCH FROM ${authSessions.expiresAt} - now()))::int`,
    });
  return row;
}

/** Ends a session (and with it every refresh token of its chain), if it is not ended already. */
export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}
