import type { Queryable } from '../../db/client.ts';

/** Whether the account exists and is active: a deactivated account's tokens no longer open live sockets. */
export async function accountActive(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query<{ is_active: boolean }>('SELECT is_active FROM users WHERE id = $1', [userId]);
  return rows[0]?.is_active === true;
}
