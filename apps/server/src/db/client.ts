import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Schema } from './schema/index.ts';

/**
 * The typed database handle every query takes first. PGlite and node-postgres expose the same
 * query builder; we type both as the node-postgres flavour so queries are written once.
 */
export type Db = NodePgDatabase<Schema>;

export type Queryable = {
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
};

export type Database = {
  db: Db;
  /** Raw SQL with positional parameters; same result shape on both drivers. */
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction on one connection: committed when fn resolves, rolled back when it throws. */
  transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;
  /** Runs fn while holding a cluster-wide lock, so only one process migrates or seeds at a time. */
  withLock: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
  /**
   * Takes a cluster-wide lock if it is free and holds it until release(); undefined when another
   * process holds it. `lost` settles if the lock's connection dies (the lock is gone with it).
   */
  tryLock: (key: number) => Promise<{ release: () => Promise<void>; lost: Promise<void> } | undefined>;
  close: () => Promise<void>;
};

// NUMERIC comes back as a string on both drivers so money and prices never pass through a float
// on the way in; conversion to a JSON number is a deliberate step in each response mapper.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async (sql, params) => (await client.query(sql, params)).rows as never,
    // PGlite runs one transaction at a time and queues other queries behind it.
    transaction: (fn) => client.transaction((tx) => fn({ query: async (sql, params) => (await tx.query(sql, params)).rows as never })),
    // One embedded database belongs to one process: nothing to coordinate.
    withLock: (_key, fn) => fn(),
    tryLock: async () => ({ release: async () => {}, lost: new Promise<void>(() => {}) }),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: 'sahm' });
  pool.on('error', () => {
    // An idle client died (server restart): the pool replaces it; requests in flight report their own error.
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    transaction: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn({ query: async (sql, params) => (await conn.query(sql, params)).rows });
        await conn.query('COMMIT');
        return result;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    withLock: async (key, fn) => {
      // Advisory locks belong to a session: hold one connection for the lock's whole life.
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        conn.release();
      }
    },
    tryLock: async (key) => {
      const conn = await pool.connect();
      const rows = (await conn.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key])).rows;
      if (!rows[0]?.ok) {
        conn.release();
        return undefined;
      }
      const lost = new Promise<void>((resolve) => conn.once('error', () => resolve()));
      return {
        lost,
        release: async () => {
          await conn.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
          conn.release();
        },
      };
    },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { url?: string | undefined; dataDir?: string; poolSize?: number }): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.poolSize ?? 10) : openPglite(opts.dataDir);
}
