import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { adminUrl } from './template.ts';

export const APP_TOKEN = 'test-app-token';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** inject() with the app token and a language already set. */
  api: (opts: InjectOptions & { locale?: 'ar' | 'en' }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/**
 * Opens a private copy of the seeded template database and builds the app on it (silent unless
 * given a logger). With `readReplica` (PostgreSQL only), DATABASE_REPLICA_URLS names the same copy,
 * so `database.read` is a second pool on it, standing in for a read replica.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logger?: object; readReplica?: boolean } = {},
): Promise<TestApp> {
  const ref = inject('dbTemplate');
  const [kind, name] = ref.split(/:(.*)/s) as [string, string];
  let database: Database;
  let cleanup: () => Promise<void>;
  if (kind === 'pglite') {
    const dir = path.join(os.tmpdir(), `sahm-test-${randomUUID()}`);
    fs.cpSync(name, dir, { recursive: true });
    database = await openDatabase({ dataDir: dir });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const url = process.env.DATABASE_URL!;
    const copy = `sahm_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${copy} TEMPLATE ${name}`);
    const copyUrl = adminUrl(url, copy);
    // The replica's URL goes through the setting main.ts reads, as DATABASE_REPLICA_URLS.
    const replicaUrls = opts.readReplica ? loadConfig({ DATABASE_URL: copyUrl, DATABASE_REPLICA_URLS: copyUrl }).replicaUrls : [];
    database = await openDatabase({ url: copyUrl, poolSize: 4, replicaUrls });
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
      await admin.end();
    };
  }
  // npm test runs the PGlite and PostgreSQL passes at once on one Redis, each under its own prefix:
  // one pass's live ticks must not reach the other's subscribers.
  const config = loadConfig({
    APP_TOKEN: APP_TOKEN,
    LOG_LEVEL: 'silent',
    // The alerts evaluator holds a connection for its lock; only the suites that test it run it.
    ALERTS: 'off',
    WEB_DIST: '/nonexistent',
    NODE_ENV: 'test',
    REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX,
    ...env,
  });
  const app = await buildApp({ config, database, logger: opts.logger ?? false });
  await app.ready();
  return {
    app,
    database,
    api: ({ locale, headers, ...opts }) =>
      app.inject({ ...opts, headers: { 'x-app-token': APP_TOKEN, 'accept-language': locale ?? 'ar', ...headers } }),
    close: async () => {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}
