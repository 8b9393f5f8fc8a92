import closeWithGrace from 'close-with-grace';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { buildApp } from './app.ts';
import { demoAccounts, demoPassword } from './demo/accounts.ts';
import { createFeed } from './modules/live/index.ts';
import { expireSubscriptions } from './modules/plans/index.ts';
import { paymentHousekeeping } from './modules/payments/index.ts';
import { endWithSupervisor } from './platform/supervisor-watch.ts';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  endWithSupervisor();

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    poolSize: config.poolSize,
    connectTimeoutMs: config.connectTimeoutMs,
    replicaUrls: config.replicaUrls,
  });
  await prepareDatabase(database, {
    seedDemo: config.seedDemo,
    demoAccounts: config.seedDemo && config.env !== 'production',
    log: (line) => console.log(line),
  });

  const app = await buildApp({ config, database });

  // The feed runs here unless FEED=off (scaled out: `npm run feed` runs it on its own); across
  // processes a database lock lets only one of them drive it.
  const feed =
    config.market.feed === 'in-process'
      ? createFeed({
          database,
          bus: app.liveBus,
          calendar: app.calendar,
          log: app.log,
          intervalMs: config.market.feedIntervalMs,
          delayMinutes: config.market.priceDelayMinutes,
        })
      : undefined;

  // Trials and paid periods that run out drop to BASIC within a minute (tokens already ignore an
  // ended plan). Every process may run it: each ended row is claimed once.
  // While the database is away there is nothing to expire; the outage is logged once elsewhere.
  const expiry = setInterval(() => {
    if (!database.health.up) return;
    expireSubscriptions(database.db).catch((err) => app.log.error({ err }, 'subscription expiry failed'));
  }, 60_000);
  // A paid payment must never stay without its plan: any found (a crash mid-way, or recorded before
  // recording was one transaction) is completed; long-expired quotes go. Idempotent in every process.
  const reconcile = () =>
    paymentHousekeeping(database.db, app.payments.service).catch((err) => app.log.error({ err }, 'payment reconciliation failed'));
  const reconciliation = setInterval(reconcile, 60_000);

  // A last safety net, not a way of handling errors: every promise the server starts handles its
  // own failure, and one that slips through is logged as a bug instead of taking the service down.
  process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection'));
  closeWithGrace({ delay: 10_000, skip: ['unhandledRejection'] }, async ({ signal, err }) => {
    clearInterval(expiry);
    clearInterval(reconciliation);
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await feed?.stop();
    // Stop accepting, let in-flight requests finish, then release the database and Redis.
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  await feed?.start();
  void reconcile();
  const url = `http://localhost:${config.port}`;
  console.log(
    `\n  Sahm is running at ${url}\n  API reference: ${url}/api/docs\n  Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir}/pglite)` : 'PostgreSQL'}${config.redisUrl ? ', Redis: on' : ''}\n`,
  );
  if (config.seedDemo && config.env !== 'production') {
    console.log(
      `  Demo sign-ins (password ${demoPassword}):\n${demoAccounts.map((a) => `    ${a.email.padEnd(24)} ${a.groups.includes('SUPER_ADMIN') ? 'administrator' : `${a.plan} plan`}`).join('\n')}\n`,
    );
  }
  if (config.env !== 'production' && config.sms.provider === 'outbox')
    console.log(`  Text messages and emails go to the outbox: ${url}/dev/outbox\n`);
}

// A server that cannot start (no database at boot, a port in use) exits, so its supervisor sees it.
main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
