import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Plan, UserGroup } from '@sahm/contracts/identity';
import type { OtpType } from '@sahm/contracts/users';
import type { Db } from '../../db/client.ts';
import { authSessions, oneTimeCodes, passwordResetTokens, userGroups, users } from '../../db/schema/accounts.ts';
import { packagePermissions, packagePrices, packages, subscriptions } from '../../db/schema/plans.ts';
import { selection, selectRows, type RowOf } from '../../db/typed-sql.ts';

const now = sql`now()`;
const inSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

// ── Accounts ────────────────────────────────────────────────────────────────────────────────────

/** The plan in force now (the lateral `cur` below), BASIC when none is. */
const planNow = sql`COALESCE(cur.slug, 'BASIC')`;

/**
 * A user with their groups, the plan of their subscription in force now (BASIC when none is: an
 * ended trial or paid period never counts, whether or not the expiry job has run yet) and that
 * plan's permissions. CORPORATE counts as PROFESSIONAL in tokens.
 */
const userFields = selection({
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  isMobileVerified: users.isMobileVerified,
  isActive: users.isActive,
  age: users.age,
  investmentExperience: users.investmentExperience,
  annualInvestment: users.annualInvestment,
  locale: users.locale,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  groups: sql<UserGroup[]>`COALESCE((SELECT array_agg(${userGroups.name} ORDER BY ${userGroups.name}) FROM ${userGroups}
                                     WHERE ${userGroups.userId} = ${users.id}), '{}')`,
  plan: sql<Plan | 'CORPORATE'>`${planNow}`,
  permissions: sql<string[]>`COALESCE((SELECT array_agg(${packagePermissions.permission} ORDER BY ${packagePermissions.permission})
                                        FROM ${packagePermissions} JOIN ${packages} ON ${packages.id} = ${packagePermissions.packageId}
                                       WHERE ${packages.slug} = ${planNow}), '{}')`,
});
export type UserRow = RowOf<typeof userFields>;

/** Users matching `where`, each with its plan in force now; `tail` orders and pages. Hand-written: a LATERAL join finds the plan. */
const selectUsers = (db: Db, where: SQL, tail: SQL = sql``): Promise<UserRow[]> =>
  selectRows(
    db,
    userFields,
    sql`SELECT ${userFields.list}
          FROM ${users}
          LEFT JOIN LATERAL (
            SELECT ${packages.slug} AS slug
              FROM ${subscriptions}
              JOIN ${packagePrices} ON ${packagePrices.id} = ${subscriptions.packagePriceId}
              JOIN ${packages} ON ${packages.id} = ${packagePrices.packageId}
             WHERE ${subscriptions.userId} = ${users.id} AND ${subscriptions.status} = 'ACTIVE' AND ${subscriptions.startedAt} <= now()
               AND (${subscriptions.endedAt} IS NULL OR ${subscriptions.endedAt} > now())
             LIMIT 1
          ) cur ON true
         WHERE ${where} ${tail}`,
  );

const oneUser = async (db: Db, where: SQL): Promise<UserRow | undefined> => (await selectUsers(db, where))[0];

export const findUserById = (db: Db, id: string) => oneUser(db, eq(users.id, id));
export const findUserByEmail = (db: Db, email: string) => oneUser(db, eq(users.email, email.toLowerCase()));
export const findUserByPhone = (db: Db, phone: string) => oneUser(db, eq(users.phoneNumber, phone));

type UserInsert = typeof users.$inferInsert;
export type NewUser = Omit<UserInsert, 'id' | 'createdAt' | 'updatedAt' | 'lastLoginAt' | 'passwordChangedAt' | 'isActive'> & {
  id?: string;
};

/** Inserts a user; returns undefined when the email or phone is already taken (a race lost to another request). */
export async function insertUser(db: Db, u: NewUser): Promise<string | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...u, id: u.id ?? randomUUID(), email: u.email.toLowerCase(), isMobileVerified: u.isMobileVerified ?? false })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id;
}

export type UserChanges = Partial<
  Pick<UserInsert, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'isMobileVerified' | 'isActive' | 'passwordHash' | 'lastLoginAt'>
>;

/** The unique-index clash behind an error, looking through the query builder's wrapping. */
function uniqueClash(error: unknown): { constraint?: string } | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return e as { constraint?: string };
  }
  return undefined;
}

/**
 * Applies changes; a unique clash comes back as the field that clashed instead of throwing, so
 * callers answer 409 without a check-then-write race. A new password also dates the change.
 */
export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<{ conflict?: 'email' | 'phone_number' }> {
  if (!Object.values(changes).some((v) => v !== undefined)) return {};
  try {
    await db
      .update(users)
      .set({ ...changes, ...(changes.passwordHash ? { passwordChangedAt: now } : {}), updatedAt: now })
      .where(eq(users.id, id));
    return {};
  } catch (err) {
    const clash = uniqueClash(err);
    if (!clash) throw err;
    return { conflict: String(clash.constraint ?? '').includes('phone') ? 'phone_number' : 'email' };
  }
}

/** Notes a successful sign-in. */
export async function recordSignIn(db: Db, userId: string): Promise<void> {
  await updateUser(db, userId, { lastLoginAt: new Date() });
}

/** Users, newest first, by a search over email, name and mobile and by whether they are active; with the count of all that match. */
export async function listUsers(
  db: Db,
  opts: { search?: string; isActive?: boolean; page: number; size: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = opts.search ? `%${opts.search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%` : undefined;
  const where =
    and(
      pattern === undefined
        ? undefined
        : or(
            sql`lower(${users.email}) LIKE ${pattern}`,
            sql`lower(${users.firstName} || ' ' || ${users.lastName}) LIKE ${pattern}`,
            sql`${users.phoneNumber} LIKE ${pattern}`,
          ),
      opts.isActive === undefined ? undefined : eq(users.isActive, opts.isActive),
    ) ?? sql`true`;
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await selectUsers(
    db,
    where,
    sql`ORDER BY ${users.createdAt} DESC, ${users.id} LIMIT ${opts.size} OFFSET ${(opts.page - 1) * opts.size}`,
  );
  return { rows, total: counted?.total ?? 0 };
}

export async function addGroup(db: Db, userId: string, name: UserGroup): Promise<void> {
  await db.insert(userGroups).values({ userId, name }).onConflictDoNothing();
}

export async function removeGroup(db: Db, userId: string, name: UserGroup): Promise<void> {
  await db.delete(userGroups).where(and(eq(userGroups.userId, userId), eq(userGroups.name, name)));
}

/** An active member of SUPER_ADMIN acting through a session that is still open. */
export async function isActiveAdmin(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userGroups, and(eq(userGroups.userId, users.id), eq(userGroups.name, 'SUPER_ADMIN')))
    .innerJoin(
      authSessions,
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, users.id),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    )
    .where(and(eq(users.id, userId), eq(users.isActive, true)));
  return rows.length > 0;
}

/**
 * Ends every sign-in session of a user except, optionally, the one making the request: after a
 * password change or reset, and when an administrator deactivates the account.
 */
export async function revokeUserSessions(db: Db, userId: string, reason: string, exceptSessionId?: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(authSessions.id, exceptSessionId),
      ),
    );
}

// ── One-time codes ──────────────────────────────────────────────────────────────────────────────

const ofUser = (userId: string, type: OtpType) => and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.type, type));
const stillOpen = and(isNull(oneTimeCodes.consumedAt), isNull(oneTimeCodes.voidedAt));

/** The code of this type waiting to be entered (at most one: a unique index), expired or not. */
export async function openCode(db: Db, userId: string, type: OtpType) {
  const [row] = await db
    .select({
      id: oneTimeCodes.id,
      phoneNumber: oneTimeCodes.phoneNumber,
      codeHash: oneTimeCodes.codeHash,
      createdAt: oneTimeCodes.createdAt,
      expiresAt: oneTimeCodes.expiresAt,
      attempts: oneTimeCodes.attempts,
    })
    .from(oneTimeCodes)
    .where(and(ofUser(userId, type), stillOpen));
  return row;
}

/** The last code of this type sent, whatever became of it. */
export async function lastSentCode(db: Db, userId: string, type: OtpType) {
  const [row] = await db
    .select({ createdAt: oneTimeCodes.createdAt, phoneNumber: oneTimeCodes.phoneNumber, attempts: oneTimeCodes.attempts })
    .from(oneTimeCodes)
    .where(ofUser(userId, type))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

/** Voids the open code of this type, before a new one is sent. */
export async function voidOpenCodes(db: Db, userId: string, type: OtpType): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ voidedAt: now })
    .where(and(ofUser(userId, type), stillOpen));
}

export async function insertCode(
  db: Db,
  c: { id: string; userId: string; type: OtpType; phoneNumber: string; codeHash: string; ttlSeconds: number },
): Promise<void> {
  await db.insert(oneTimeCodes).values({
    id: c.id,
    userId: c.userId,
    type: c.type,
    phoneNumber: c.phoneNumber,
    codeHash: c.codeHash,
    expiresAt: inSeconds(c.ttlSeconds),
  });
}

export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

/** Counts a try on an open code with tries left; the tries made so far, or nothing when none are left. */
export async function countCodeTry(db: Db, id: string, maxAttempts: number): Promise<{ attempts: number } | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, maxAttempts), stillOpen))
    .returning({ attempts: oneTimeCodes.attempts });
  return row;
}

export async function voidCode(db: Db, id: string): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ voidedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.voidedAt)));
}

/** Marks an open code consumed; false when it was consumed or voided meanwhile. */
export async function consumeCode(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), stillOpen))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

// ── Password reset links ────────────────────────────────────────────────────────────────────────

export async function insertResetToken(db: Db, t: { tokenHash: string; userId: string; minutes: number }): Promise<void> {
  await db
    .insert(passwordResetTokens)
    .values({ tokenHash: t.tokenHash, userId: t.userId, expiresAt: sql`now() + make_interval(mins => ${t.minutes})` });
}

/** Uses an unused, unexpired reset token: its user, or nothing. One conditional UPDATE, so a link works once. */
export async function useResetToken(db: Db, tokenHash: string): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

/** Makes every unused reset link of a user stop working. */
export async function voidResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
