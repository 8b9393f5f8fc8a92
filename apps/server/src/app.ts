import Fastify, { LogController, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { validatorCompiler } from './platform/validator.ts';
import { refuseControlCharacters } from './platform/control-characters.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { answerFrameworkError, installErrorHandling } from './platform/error-handler.ts';
import { healthRoutes } from './platform/health.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerSecurity } from './platform/security.ts';
import { registerWebApp } from './platform/web-app.ts';
import { createRedis, type SharedRedis } from './platform/redis.ts';
import { logHealthChanges } from './platform/dependency-health.ts';
import { fallbackRateCounter } from './platform/fallback-rate-counter.ts';
import { backgroundWork } from './platform/background.ts';
import { installRouteAccess } from './platform/route-access.ts';
import { identityModule } from './modules/identity/index.ts';
import { messagingModule } from './modules/messaging/index.ts';
import { usersModule } from './modules/users/index.ts';
import { marketsModule } from './modules/markets/index.ts';
import { sectorsModule } from './modules/sectors/index.ts';
import { comparisonsModule } from './modules/comparisons/index.ts';
import { fundsModule } from './modules/funds/index.ts';
import { stocksModule } from './modules/stocks/index.ts';
import { companiesModule } from './modules/companies/index.ts';
import { financialsModule } from './modules/financials/index.ts';
import { screenerModule } from './modules/screener/index.ts';
import { companyAdminModule } from './modules/company-admin/index.ts';
import { financialAdminModule } from './modules/financial-admin/index.ts';
import { financialReportsModule } from './modules/financial-reports/index.ts';
import { plansModule } from './modules/plans/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { invoicesModule } from './modules/invoices/index.ts';
import { publicFormsModule } from './modules/public-forms/index.ts';
import { portfoliosModule } from './modules/portfolios/index.ts';
import { portfolioFaithModule } from './modules/portfolio-faith/index.ts';
import { portfolioReturnsModule } from './modules/portfolio-returns/index.ts';
import { portfolioShareModule } from './modules/portfolio-share/index.ts';
import { newsModule } from './modules/news/index.ts';
import { dataExportModule } from './modules/data-export/index.ts';
import { portfolioImportModule } from './modules/portfolio-import/index.ts';
import { recommendationsModule } from './modules/recommendations/index.ts';
import { alertsModule } from './modules/alerts/index.ts';
import { liveModule } from './modules/live/index.ts';
import { memoryBus, redisBus } from './platform/live-bus.ts';
import { declareAuth } from './platform/auth.ts';
import { memoryRateCounter, redisRateCounter } from './platform/rate-counter.ts';

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export type AppDeps = { config: Config; database: Database; logger?: boolean | object };

/** Builds the whole service as a Fastify instance; main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Only configured proxies may name the client: every per-address limit keys on req.ip.
    // A hop count as Fastify reads one (its types leave the number form out).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestTimeout: 30_000,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    // Fastify's two lines per request (incoming, completed) become one, at debug: a request is not
    // news at the default level, and a terminal full of them hides what is.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
  // Before any route: every route under /api/v1 and at /graphql says who may call it, or start-up stops.
  installRouteAccess(app);
  app.decorate('config', config);
  app.decorate('database', database);
  // Outages of the database and Redis are logged once when they start and once when they end.
  const stopLoggingDatabase = logHealthChanges(database.health, app.log, 'database', 'API calls that need it answer 503');
  // Redis is shared state across processes (rate limits, live fan-out); optional, and the server
  // keeps serving from its own process while it is away.
  const redis: SharedRedis | undefined = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  if (redis) logHealthChanges(redis.health, app.log, 'redis', 'rate limits count and live data fans out in this process');
  app.decorate('redis', redis);
  // Live data: in process by default; through Redis pub/sub so every process hears the one feed.
  const bus = redis && config.redisUrl ? redisBus(config.redisUrl, redis, app.log, config.redisPrefix) : memoryBus();
  app.decorate('liveBus', bus);

  const counter = redis
    ? fallbackRateCounter(redis, redisRateCounter(redis.client, `${config.redisPrefix}rc:`), memoryRateCounter())
    : memoryRateCounter();
  // Messages sent after the answer; shutting down waits for them.
  const background = backgroundWork(app.log);
  app.decorate('background', background);
  app.decorate('rateCounter', counter);
  declareAuth(app);

  // Live data moves the snapshots the modules serve, once every module has registered.
  let stopApplying = () => {};
  app.addHook('onReady', async () => {
    stopApplying = bus.subscribe((event) => {
      // The snapshot may need a database read; when that fails the next tick or reload catches up.
      app.stocks.applyTicks(event.stocks).catch((err: unknown) => app.log.debug({ err }, 'live prices not applied'));
      app.markets.applyLive(event.markets);
    });
  });
  app.addHook('onClose', async () => {
    await background.settled();
    stopApplying();
    stopLoggingDatabase();
    await bus.close();
    redis?.health.close();
    redis?.client.disconnect();
  });
  app.setValidatorCompiler(validatorCompiler);
  // Before any schema, and for what has none (headers, forms read by hand): no control characters.
  app.addHook('preValidation', refuseControlCharacters);
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

  // The modules, in dependency order: each builds its service once, decorates the app with what
  // other modules read, and registers its routes under /api/v1 behind the API's guards.
  // Identity first: it gives every API scope its token check; users gives admin routes theirs.
  await app.register(identityModule);
  await app.register(messagingModule);
  await app.register(usersModule);
  await app.register(marketsModule);
  await app.register(sectorsModule);
  await app.register(fundsModule);
  await app.register(stocksModule);
  await app.register(companyAdminModule);
  await app.register(financialAdminModule);
  await app.register(companiesModule);
  await app.register(financialsModule);
  await app.register(screenerModule);
  await app.register(comparisonsModule);
  await app.register(financialReportsModule);
  await app.register(plansModule);
  await app.register(invoicesModule);
  await app.register(paymentsModule);
  await app.register(publicFormsModule);
  await app.register(portfoliosModule);
  await app.register(portfolioFaithModule);
  await app.register(portfolioReturnsModule);
  await app.register(portfolioShareModule);
  await app.register(newsModule);
  await app.register(dataExportModule);
  await app.register(portfolioImportModule);
  await app.register(recommendationsModule);
  await app.register(alertsModule);
  await app.register(liveModule);
  // After the live module, whose sockets' gauge /readyz reports.
  await app.register(healthRoutes, { database, redis: redis?.health, live: app.liveGauge });
  return app;
}
