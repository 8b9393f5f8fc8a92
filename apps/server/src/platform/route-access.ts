import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AccessClaims } from '@sahm/contracts/identity';
import type { Permission } from '@sahm/contracts/permissions';
import { authRequired, mobileUnverified } from './auth.ts';
import { ApiError } from './errors.ts';

/**
 * Who may call a route, declared on the route and enforced by one hook:
 * - `public`: anyone (`req.auth` holds the claims when a valid token is sent);
 * - `user`: signed in (401 otherwise);
 * - `verified`: signed in with a verified mobile number (401 `mobile_unverified` otherwise);
 * - `admin`: verified, the token in the SUPER_ADMIN group, and the database agreeing now.
 */
export const accessLevels = ['public', 'user', 'verified', 'admin'] as const;
export type Auth = (typeof accessLevels)[number];
export type RouteAccess = { auth: Auth; permission?: Permission };

/** What `admin` routes ask of the database: the account active, still an administrator, the token's session not ended. */
export type AdminCheck = (claims: AccessClaims) => Promise<boolean>;

export const ADMIN_GROUP = 'SUPER_ADMIN';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route (platform/route-access.ts). Required: a route under /api/v1 or at
     * /graphql without it stops start-up.
     */
    auth: Auth;
    /** A `CAN_…` permission the caller's token must carry: 403 naming it otherwise. */
    permission?: Permission;
  }
  interface FastifyInstance {
    /** The database half of the `admin` check; the users module provides it. */
    adminCheck: AdminCheck;
  }
}

/** The paths whose every route must say who may call it. */
export const declaresAccess = (url: string): boolean => url === '/api/v1' || url.startsWith('/api/v1/') || url === '/graphql';

export const permissionDenied = (permission: string) =>
  new ApiError(403, 'permissionDenied', { permission }, { code: 'permission_denied', permission });

/** Refuses the request unless the caller may call a route with this access; the one place access is decided. */
export async function assertAccess(req: FastifyRequest, auth: Auth, permission?: Permission): Promise<void> {
  if (auth === 'public') return;
  const user = req.auth;
  if (!user) throw authRequired();
  if (auth !== 'user' && !user.is_mobile_verified) throw mobileUnverified();
  // The token must say SUPER_ADMIN (everyone else stops there, without a query), and the database
  // must agree at the time of the call, so a removed, deactivated or signed-out administrator
  // loses the rights at once, not when the access token expires. Nothing is cached across requests.
  if (auth === 'admin' && !(user.roles.includes(ADMIN_GROUP) && (await req.server.adminCheck(user)))) throw permissionDenied(ADMIN_GROUP);
  if (permission && !user.roles.includes(permission)) throw permissionDenied(permission);
}

/**
 * The hook of every API scope, after the caller's token has been read: enforces the route's
 * `config.auth` and `config.permission`.
 */
export async function routeAccessHook(req: FastifyRequest): Promise<void> {
  const { auth, permission } = req.routeOptions.config;
  await assertAccess(req, auth, permission);
}

/** The start-up check, for one route: under /api/v1 and at /graphql, `auth` is declared and valid. */
export function checkRouteDeclaresAccess(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): void {
  if (!declaresAccess(route.url)) return;
  const config: Partial<RouteAccess> = route.config ?? {};
  const where = `${String(route.method)} ${route.url}`;
  if (!config.auth || !accessLevels.includes(config.auth)) {
    throw new Error(`${where} does not say who may call it: add config: { auth: ${accessLevels.map((l) => `'${l}'`).join(' | ')} }`);
  }
  if (config.permission && config.auth === 'public') throw new Error(`${where} asks for ${config.permission} but is public`);
}

/**
 * Installs the start-up check on every route registered after it (call first thing in buildApp),
 * and refuses to start when an `admin` route exists without the users module's database check.
 */
export function installRouteAccess(app: FastifyInstance): void {
  let adminRoutes = 0;
  app.addHook('onRoute', (route) => {
    checkRouteDeclaresAccess(route);
    if (route.config?.auth === 'admin') adminRoutes += 1;
  });
  app.addHook('onReady', async () => {
    if (adminRoutes > 0 && !app.hasDecorator('adminCheck'))
      throw new Error('admin routes need app.adminCheck (the users module provides it)');
  });
}

/** The signed-in caller of a route declared `user`, `verified` or `admin` (the hook has checked it). */
export function caller(req: FastifyRequest): AccessClaims {
  if (!req.auth) throw authRequired();
  return req.auth;
}
