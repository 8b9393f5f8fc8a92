import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import { appTokenGuard } from './app-token.ts';
import { authenticationHook } from './auth.ts';
import { routeAccessHook } from './route-access.ts';

export const API_PREFIX = '/api/v1';

/**
 * The guards of every API scope, in order: the application token, the caller's access token
 * (`req.auth`), then the route's declared access (`config: { auth, permission }`). All run before
 * the body is read, so a refused call costs no parsing.
 */
export function guardApi(api: FastifyInstance): void {
  api.addHook('onRequest', appTokenGuard(api.config.appToken));
  api.addHook('onRequest', authenticationHook(api.verifyAccessToken));
  api.addHook('onRequest', routeAccessHook);
}

/** Registers a module's routes under /api/v1, behind the API's guards. */
export async function registerApi<O extends FastifyPluginOptions>(
  app: FastifyInstance,
  routes: FastifyPluginAsync<O>,
  opts: O,
): Promise<void> {
  await app.register(
    async (api) => {
      guardApi(api);
      await api.register(routes, opts);
    },
    { prefix: API_PREFIX },
  );
}
