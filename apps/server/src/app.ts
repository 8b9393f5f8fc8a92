import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { appTokenGuard } from './platform/app-token.ts';
import { installErrorHandling } from './platform/error-handler.ts';
import { healthRoutes } from './platform/health.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerSecurity } from './platform/security.ts';
import { registerWebApp } from './platform/web-app.ts';
import { createRedis } from './platform/redis.ts';
import { marketRoutes } from './modules/markets/routes.ts';
import { sectorRoutes } from './modules/sectors/routes.ts';
import { stockRoutes } from './modules/stocks/routes.ts';
import { createStockService } from './modules/stocks/service.ts';
import { createMarketService } from './modules/markets/service.ts';
import { createSectorService } from './modules/sectors/service.ts';
import { liveRoutes } from './modules/live/routes.ts';

export type AppDeps = { config: Config; database: Database; logger?: boolean | object };

/** Builds the whole service as a Fastify instance; main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    trustProxy: true,
    requestTimeout: 30_000,
    return503OnClosing: true,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('markets', createMarketService(database));
  app.decorate('sectors', createSectorService(database));
  app.decorate('stocks', createStockService(database));
  // Redis is shared state across processes (rate limits now, live fan-out later); optional.
  const redis: Redis | undefined = config.redisUrl ? createRedis(config.redisUrl, app.log) : undefined;
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
  app.setValidatorCompiler(validatorCompiler);
  // Tests check every response against its contract; elsewhere the compiler's types already
  // guarantee the shape and plain JSON.stringify is five times cheaper on the hot paths.
  app.setSerializerCompiler(config.env === 'test' ? serializerCompiler : () => (data) => JSON.stringify(data));

  // External plugins first, then the app's routes.
  await registerSecurity(app, config, redis);
  await app.register(formbody);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await registerOpenApi(app);
  const spaFallback = await registerWebApp(app, config.webDist);
  installErrorHandling(app, spaFallback);

  await app.register(healthRoutes, { database });
  await app.register(
    async (api) => {
      api.addHook('onRequest', appTokenGuard(config.appToken));
      await api.register(marketRoutes);
      await api.register(sectorRoutes);
      await api.register(stockRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(async (live) => {
    live.addHook('onRequest', async (req) => {
      // The WebSocket upgrade carries the token in its connection parameters instead.
      if (req.headers.upgrade !== 'websocket') await appTokenGuard(config.appToken)(req);
    });
    await live.register(liveRoutes, { appToken: config.appToken });
  });
  return app;
}
