import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createRedis } from './platform/redis.ts';
import { logHealthChanges } from './platform/dependency-health.ts';
import { createMarketCalendar } from './modules/markets/index.ts';
import { memoryBus, redisBus } from './platform/live-bus.ts';
import { createFeed } from './modules/live/index.ts';

/**
 * `npm run feed`: the market feed as its own process, for deployments that run the API servers
 * with FEED=off. With REDIS_URL its ticks reach every server through Redis; without it, servers
 * still pick the quotes up from the database within seconds.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    poolSize: 2,
    connectTimeoutMs: config.connectTimeoutMs,
  });
  await runMigrations(database);
  logHealthChanges(database.health, log, 'database', 'the feed stops stepping and takes its lock again when it is back');
  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  if (redis) logHealthChanges(redis.health, log, 'redis', 'servers pick up quotes from the database until it is back');
  const bus = redis && config.redisUrl ? redisBus(config.redisUrl, redis, log, config.redisPrefix) : memoryBus();
  const calendar = createMarketCalendar(database, { mode: config.market.clock });
  const feed = createFeed({
    database,
    bus,
    calendar,
    log,
    intervalMs: config.market.feedIntervalMs,
    delayMinutes: config.market.priceDelayMinutes,
  });
  process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled rejection'));
  closeWithGrace({ delay: 10_000, skip: ['unhandledRejection'] }, async () => {
    await feed.stop();
    await bus.close();
    redis?.health.close();
    redis?.client.disconnect();
    await database.close();
  });
  await feed.start();
  log.info('market feed process started');
}

// A server that cannot start (no database at boot, a port in use) exits, so its supervisor sees it.
main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
