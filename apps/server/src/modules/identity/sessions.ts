import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

async function issueRefresh(db: Queryable, sessionId: string, ttlSeconds: number): Promise<string> {
  const token = newSecret();
  await db.query(`INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
    hashToken(token),
    sessionId,
    ttlSeconds,
  ]);
  return token;
}

/** Starts a sign-in session and returns its id and first refresh token. */
export async function startSession(
  db: Queryable,
  opts: { userId: string; ttlSeconds: number; userAgent?: string; ip?: string },
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  await db.query(
    `INSERT INTO auth_sessions (id, user_id, expires_at, user_agent, ip_address) VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
    [sessionId, opts.userId, opts.ttlSeconds, opts.userAgent?.slice(0, 300) ?? null, opts.ip ?? null],
  );
  return { sessionId, refreshToken: await issueRefresh(db, sessionId, opts.ttlSeconds) };
}

export type RotateResult =
  | { ok: true; sessionId: string; userId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Exchanges a refresh token for a new one. Marking the old token used is a single conditional
 * UPDATE, so of two concurrent uses exactly one wins; the loser looks like a replay and, as a
 * stolen token would, ends the whole session.
 */
export async function rotateRefresh(db: Queryable, token: string, ttlSeconds: number): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  const claimed = await db.query<{ session_id: string }>(
    `UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING session_id`,
    [tokenHash],
  );
  if (!claimed[0]) {
    const known = await db.query<{ session_id: string; used_at: Date | null }>(
      `SELECT session_id, used_at FROM refresh_tokens WHERE token_hash = $1`,
      [tokenHash],
    );
    if (!known[0]) return { ok: false, reason: 'unknown' };
    if (known[0].used_at) {
      await revokeSession(db, known[0].session_id, 'refresh token reused');
      return { ok: false, reason: 'reused' };
    }
    return { ok: false, reason: 'expired' };
  }
  const sessionId = claimed[0].session_id;
  const session = await db.query<{ user_id: string }>(
    `UPDATE auth_sessions s SET last_used_at = now()
      FROM users u
     WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.id = s.user_id AND u.is_active
     RETURNING s.user_id`,
    [sessionId],
  );
  if (!session[0]) return { ok: false, reason: 'revoked' };
  // The chain keeps its absolute end: a refresh never extends the session past its first expiry.
  const left = await db.query<{ secs: number }>(
    `SELECT GREATEST(1, EXTRACT(EPOCH FROM expires_at - now()))::int AS secs FROM auth_sessions WHERE id = $1`,
    [sessionId],
  );
  const refreshToken = await issueRefresh(db, sessionId, Math.min(ttlSeconds, left[0]?.secs ?? ttlSeconds));
  return { ok: true, sessionId, userId: session[0].user_id, refreshToken };
}

export async function revokeSession(db: Queryable, sessionId: string, reason: string): Promise<void> {
  await db.query(`UPDATE auth_sessions SET revoked_at = now(), revoke_reason = $2 WHERE id = $1 AND revoked_at IS NULL`, [
    sessionId,
    reason,
  ]);
}

/** Ends every session of a user except, optionally, the one making the request. */
export async function revokeUserSessions(db: Queryable, userId: string, reason: string, exceptSessionId?: string): Promise<void> {
  await db.query(
    `UPDATE auth_sessions SET revoked_at = now(), revoke_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3`,
    [userId, reason, exceptSessionId ?? null],
  );
}

/** The session a refresh token belongs to, for logout (revocation) by token. */
export async function sessionOfRefresh(db: Queryable, token: string): Promise<string | undefined> {
  return (await db.query<{ session_id: string }>(`SELECT session_id FROM refresh_tokens WHERE token_hash = $1`, [hashToken(token)]))[0]
    ?.session_id;
}
