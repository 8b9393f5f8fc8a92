import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { testSeedProfile } from './profile.ts';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(serverRoot, '../..');

/** A digest of everything that shapes the seeded data, so a cached PGlite template is never stale. */
function sourceDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const p = path.join(dir, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (!name.endsWith('.test.ts')) hash.update(name).update(fs.readFileSync(p));
    }
  };
  walk(path.join(serverRoot, 'src/db'));
  walk(path.join(serverRoot, 'src/demo'));
  // The seed computes with the product's own domain code (statement templates, indicators).
  walk(path.join(serverRoot, 'src/domain'));
  hash.update(JSON.stringify(testSeedProfile));
  return hash.digest('hex').slice(0, 16);
}

export const adminUrl = (url: string, dbName: string): string => {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.toString();
};

/**
 * PGlite: a seeded data folder under .data/test-templates, reused while the sources are unchanged.
 * PostgreSQL: a fresh template database per run, cloned per test file with CREATE DATABASE … TEMPLATE.
 */
export async function prepareTemplate(): Promise<{ ref: string; dispose: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const log = (line: string) => process.stdout.write(`[test db] ${line}\n`);
  if (!url) {
    const dir = path.join(repoRoot, '.data/test-templates', sourceDigest());
    if (!fs.existsSync(path.join(dir, 'READY'))) {
      fs.rmSync(dir, { recursive: true, force: true });
      const database = await openDatabase({ dataDir: dir });
      await prepareDatabase(database, { seedDemo: true, demoAccounts: true, log, profile: testSeedProfile });
      await database.close();
      fs.writeFileSync(path.join(dir, 'READY'), new Date().toISOString());
    }
    return { ref: `pglite:${dir}`, dispose: async () => {} };
  }
  const name = `sahm_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: adminUrl(url, name), poolSize: 4 });
  await prepareDatabase(database, { seedDemo: true, demoAccounts: true, log, profile: testSeedProfile });
  await database.close();
  return {
    ref: `postgres:${name}`,
    dispose: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
