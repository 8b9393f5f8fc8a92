import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Schema } from './schema/index.ts';
import type { Database } from './client.ts';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Applies the committed SQL migrations; callers hold the start-up lock (see db/prepare). */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await migratePg(database.db as NodePgDatabase<Schema>, { migrationsFolder });
}
