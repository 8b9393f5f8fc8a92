import fp from 'fastify-plugin';
import { appTokenGuard } from '../../platform/app-token.ts';
import { authenticationHook } from '../../platform/auth.ts';
import { routeAccessHook } from '../../platform/route-access.ts';
import { liveGauge, type LiveGauge } from './live-gauge.ts';
import { liveRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What this process's live sockets hold open: /readyz reports it, the tests watch it. */
    liveGauge: LiveGauge;
  }
}

/**
 * Serves live data at /graphql, over HTTP and WebSocket, from the services the other modules
 * share. /graphql is outside /api/v1, so it gets the API's guards here: the app token, the bearer
 * token and the route's access. Registered last: it reads every other module.
 */
export const liveModule = fp(
  async (app) => {
    const gauge = liveGauge();
    app.decorate('liveGauge', gauge);
    const { appToken } = app.config;
    const authenticate = authenticationHook(app.verifyAccessToken);
    await app.register(async (live) => {
      live.addHook('onRequest', async (req, reply) => {
        // The WebSocket upgrade carries the tokens in its connection parameters instead.
        if (req.headers.upgrade === 'websocket') return;
        await appTokenGuard(appToken)(req);
        await authenticate(req, reply);
        await routeAccessHook(req);
      });
      await live.register(liveRoutes, { appToken, gauge });
    });
  },
  { name: 'live', fastify: '5.x', dependencies: ['identity', 'markets', 'sectors', 'stocks', 'portfolios', 'news', 'alerts'] },
);
