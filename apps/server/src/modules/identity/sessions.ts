import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { claimRefreshToken, findRefreshToken, insertRefreshToken, insertSession, revokeSession, useOpenSession } from './queries.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

async function issueRefresh(db: Db, sessionId: string, ttlSeconds: number): Promise<string> {
  const token = newSecret();
  await insertRefreshToken(db, { tokenHash: hashToken(token), sessionId, ttlSeconds });
  return token;
}

/** Starts a sign-in session and returns its id and first refresh token. */
export async function startSession(
  db: Db,
  opts: { userId: string; ttlSeconds: number; userAgent?: string; ip?: string },
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  await insertSession(db, {
    id: sessionId,
    userId: opts.userId,
    ttlSeconds: opts.ttlSeconds,
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
    ipAddress: opts.ip ?? null,
  });
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
export async function rotateRefresh(db: Db, token: string, ttlSeconds: number): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  const claimed = await claimRefreshToken(db, tokenHash);
  if (!claimed) {
    const known = await findRefreshToken(db, tokenHash);
    if (!known) return { ok: false, reason: 'unknown' };
    if (known.usedAt) {
      await revokeSession(db, known.sessionId, 'refresh token reused');
      return { ok: false, reason: 'reused' };
    }
    return { ok: false, reason: 'expired' };
  }
  const { sessionId } = claimed;
  const session = await useOpenSession(db, sessionId);
  if (!session) return { ok: false, reason: 'revoked' };
  // The chain keeps its absolute end: a refresh never extends the session past its first expiry.
  const refreshToken = await issueRefresh(db, sessionId, Math.min(ttlSeconds, session.secondsLeft));
  return { ok: true, sessionId, userId: session.userId, refreshToken };
}

/** The session a refresh token belongs to, for logout (revocation) by token. */
export async function sessionOfRefresh(db: Db, token: string): Promise<string | undefined> {
  return (await findRefreshToken(db, hashToken(token)))?.sessionId;
}
