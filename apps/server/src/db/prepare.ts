import type { Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import { isSeeded, seedDemo, type SeedProfile } from '../demo/seed.ts';
import { ensureDemoAccounts } from '../demo/accounts.ts';
import { loadCatalogue } from '../modules/plans/index.ts';
import { ensureDemoPromoCodes } from '../demo/promo-codes.ts';
import { ensureDemoPortfolios } from '../demo/portfolios.ts';

export const startupLock = 7_263_001;

/**
 * Brings a database to the current schema and, on an empty one, loads the demo data set.
 * Holding one lock for both means a second process waits instead of seeding twice.
 */
export async function prepareDatabase(
  database: Database,
  opts: { seedDemo: boolean; demoAccounts: boolean; log: (line: string) => void; profile?: SeedProfile },
): Promise<void> {
  await database.withLock(startupLock, async () => {
    await runMigrations(database);
    // The packages are product data, wanted in production as much as in a demo.
    await loadCatalogue(database.db);
    if (opts.seedDemo && !(await isSeeded(database))) await seedDemo(database, { log: opts.log, profile: opts.profile });
    // Checked on every start, so a data folder from before accounts existed gets them too.
    if (opts.demoAccounts) {
      await ensureDemoAccounts(database);
      await ensureDemoPromoCodes(database);
      await ensureDemoPortfolios(database);
    }
  });
}
