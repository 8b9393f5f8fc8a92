import type { FastifyRequest } from 'fastify';
import { verifiedUser } from '../../platform/auth.ts';
import { ApiError } from '../../platform/errors.ts';
import { isActiveAdmin } from './queries.ts';

export const ADMIN_GROUP = 'SUPER_ADMIN';

const denied = () =>
  new ApiError(403, 'permissionDenied', { permission: ADMIN_GROUP }, { code: 'permission_denied', permission: ADMIN_GROUP });

/** Whether the caller is an administrator now: the token says so and the database agrees (see requireAdmin). */
export async function isAdminNow(req: FastifyRequest): Promise<boolean> {
  const user = req.auth;
  if (!user?.is_mobile_verified || !user.roles.includes(ADMIN_GROUP)) return false;
  return isActiveAdmin(req.server.database, user.sub, user.sid);
}

/**
 * The one guard of every admin call. The token must say SUPER_ADMIN (everyone else stops there,
 * without a query), and the database must agree at the time of the call: the account active,
 * still in the group, and the token's session not ended. So a removed, deactivated or signed-out
 * administrator loses the rights at once, not when the access token expires.
 */
export async function requireAdmin(req: FastifyRequest): Promise<void> {
  verifiedUser(req);
  if (!(await isAdminNow(req))) throw denied();
}
