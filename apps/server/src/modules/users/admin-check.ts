import type { Database } from '../../db/client.ts';
import type { AdminCheck } from '../../platform/route-access.ts';
import { isActiveAdmin } from './queries.ts';

/**
 * The database half of every `admin` route (platform/route-access.ts asks it once the token says
 * SUPER_ADMIN): the account active, still in the group, and the token's session not ended.
 */
export const adminCheck =
  (database: Database): AdminCheck =>
  (claims) =>
    isActiveAdmin(database, claims.sub, claims.sid);
