import { randomUUID } from 'node:crypto';
import type { Plan, UserGroup } from '@sahm/contracts/identity';
import type { Queryable } from '../../db/client.ts';

export type UserRow = {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  is_mobile_verified: boolean;
  is_active: boolean;
  age: string | null;
  investment_experience: string | null;
  annual_investment: string | null;
  /** The plan in force now, from the subscriptions (CORPORATE counts as PROFESSIONAL in tokens). */
  plan: Plan | 'CORPORATE';
  permissions: string[];
  locale: 'ar' | 'en';
  created_at: Date | string;
  last_login_at: Date | string | null;
  password_changed_at: Date | string;
  groups: UserGroup[];
};

/**
 * A user with their groups and the plan of their subscription in force now (BASIC when none is:
 * an ended trial or paid period never counts, whether or not the expiry job has run yet).
 */
const selectUser = `
  SELECT u.*, COALESCE((SELECT array_agg(g.name ORDER BY g.name) FROM user_groups g WHERE g.user_id = u.id), '{}') AS groups,
         COALESCE(cur.slug, 'BASIC') AS plan,
         COALESCE((SELECT array_agg(pp.permission ORDER BY pp.permission) FROM package_permissions pp JOIN packages pk ON pk.id = pp.package_id
                    WHERE pk.slug = COALESCE(cur.slug, 'BASIC')), '{}') AS permissions
    FROM users u
    LEFT JOIN LATERAL (
      SELECT p.slug FROM subscriptions s JOIN package_prices pr ON pr.id = s.package_price_id JOIN packages p ON p.id = pr.package_id
       WHERE s.user_id = u.id AND s.status = 'ACTIVE' AND s.started_at <= now() AND (s.ended_at IS NULL OR s.ended_at > now())
       LIMIT 1
    ) cur ON true`;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${selectUser} WHERE u.id = $1`, [id]))[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${selectUser} WHERE u.email = $1`, [email.toLowerCase()]))[0];
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${selectUser} WHERE u.phone_number = $1`, [phone]))[0];
}

export type NewUser = {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  age: string | null;
  investmentExperience: string | null;
  annualInvestment: string | null;
  locale: 'ar' | 'en';
  isMobileVerified?: boolean;
  id?: string;
};

/** Inserts a user; returns undefined when the email or phone is already taken (a race lost to another request). */
export async function insertUser(db: Queryable, u: NewUser): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, phone_number, age, investment_experience,
                        annual_investment, locale, is_mobile_verified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      u.id ?? randomUUID(),
      u.email.toLowerCase(),
      u.passwordHash,
      u.firstName,
      u.lastName,
      u.phoneNumber,
      u.age,
      u.investmentExperience,
      u.annualInvestment,
      u.locale,
      u.isMobileVerified ?? false,
    ],
  );
  return rows[0]?.id;
}

export type UserChanges = Partial<{
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  is_mobile_verified: boolean;
  is_active: boolean;
  password_hash: string;
  locale: string;
  last_login_at: Date;
}>;

const unique = (err: unknown) => (err as { code?: string }).code === '23505';
const constraint = (err: unknown) => String((err as { constraint?: string }).constraint ?? '');

/**
 * Applies changes; a unique clash comes back as the field that clashed instead of throwing, so
 * callers answer 409 without a check-then-write race.
 */
export async function updateUser(db: Queryable, id: string, changes: UserChanges): Promise<{ conflict?: 'email' | 'phone_number' }> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  if (!entries.length) return {};
  const sets = entries.map(([k], i) => `${k} = $${i + 2}`);
  if (changes.password_hash) sets.push('password_changed_at = now()');
  try {
    await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [id, ...entries.map(([, v]) => v)]);
    return {};
  } catch (err) {
    if (!unique(err)) throw err;
    return { conflict: constraint(err).includes('phone') ? 'phone_number' : 'email' };
  }
}

export async function listUsers(
  db: Queryable,
  opts: { search?: string; isActive?: boolean; page: number; size: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (opts.search) {
    params.push(`%${opts.search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`);
    where.push(
      `(lower(u.email) LIKE $${params.length} OR lower(u.first_name || ' ' || u.last_name) LIKE $${params.length} OR u.phone_number LIKE $${params.length})`,
    );
  }
  if (opts.isActive !== undefined) {
    params.push(opts.isActive);
    where.push(`u.is_active = $${params.length}`);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [{ total }] = (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u ${clause}`, params)) as [
    { total: number },
  ];
  const rows = await db.query<UserRow>(
    `${selectUser} ${clause} ORDER BY u.created_at DESC, u.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, opts.size, (opts.page - 1) * opts.size],
  );
  return { rows, total };
}

export async function addGroup(db: Queryable, userId: string, name: UserGroup): Promise<void> {
  await db.query('INSERT INTO user_groups (user_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, name]);
}

export async function removeGroup(db: Queryable, userId: string, name: UserGroup): Promise<void> {
  await db.query('DELETE FROM user_groups WHERE user_id = $1 AND name = $2', [userId, name]);
}

/** An active member of SUPER_ADMIN acting through a session that is still open. */
export async function isActiveAdmin(db: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM users u
       JOIN user_groups g ON g.user_id = u.id AND g.name = 'SUPER_ADMIN'
       JOIN auth_sessions s ON s.id = $2 AND s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now()
      WHERE u.id = $1 AND u.is_active`,
    [userId, sessionId],
  );
  return rows.length > 0;
}
