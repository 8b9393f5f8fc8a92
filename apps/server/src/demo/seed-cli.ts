// `npm run seed -w apps/server`: migrate and load the demo data into the configured database,
// replacing any demo data already there.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { startupLock } from '../db/prepare.ts';
import { seedDemo } from './seed.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite`, poolSize: 2 });
await database.withLock(startupLock, async () => {
  await runMigrations(database);
  await database.query(`DELETE FROM app_meta WHERE key = 'demo_seed'`);
  await seedDemo(database, { log: (line) => console.log(line) });
});
await database.close();
