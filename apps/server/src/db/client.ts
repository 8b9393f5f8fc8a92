import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createTableRelationsHelpers, extractTablesRelationalConfig, type ExtractTablesWithRelations } from 'drizzle-orm';
import { PgDialect, type PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Schema } from './schema/index.ts';
import { dependencyHealth, type DependencyHealth } from '../platform/dependency-health.ts';
import { isOutage } from '../platform/outages.ts';

/**
 * The typed Drizzle handle every query function takes first: the database (`database.db`) or a
 * transaction of it (`tx.db`), one type for both. PGlite and node-postgres expose the same query
 * builder; we type both as the node-postgres flavour so queries are written once.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Raw SQL with positional parameters; same result shape on both drivers. */
export type RawQuery = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export type Queryable = { query: RawQuery };

/** What `database.transaction` hands out: the database's two faces, bound to the transaction's one connection. */
export type Transaction = { db: Db; query: RawQuery };

export type Database = {
  db: Db;
  /**
   * For reads that may lag the primary by a moment (market data served from snapshots): a read
   * replica when DATABASE_REPLICA_URLS names some (each use takes the next, round robin), the
   * primary otherwise (PGlite, or no replicas). Never for writes, nor for what a caller has just
   * written and expects to read back. A cache keyed on a data version reads the version and the
   * data through one handle taken once, so both come from the same server.
   */
  read: Db;
  query: RawQuery;
  kind: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction on one connection: committed when fn resolves, rolled back when it
   * throws. `tx.db` is a Drizzle transaction (queries take it where they take `database.db`;
   * its own `transaction()` nests as a savepoint), `tx.query` raw SQL on the same connection.
   */
  transaction: <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;
  /** Runs fn while holding a cluster-wide lock, so only one process migrates or seeds at a time. */
  withLock: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
  /**
   * Takes a cluster-wide lock if it is free and holds it until release(); undefined when another
   * process holds it. `lost` settles if the lock's connection dies (the lock is gone with it).
   */
  tryLock: (key: number) => Promise<{ release: () => Promise<void>; lost: Promise<void> } | undefined>;
  /**
   * Whether the server answers, kept as a flag: connection errors anywhere report here, and while
   * it is down a probe runs every second until it answers again. Always up for PGlite.
   */
  health: DependencyHealth;
  close: () => Promise<void>;
};

export type PostgresOptions = {
  poolSize: number;
  /** How long a request waits for a connection (a new one, or a free one from a busy pool) before it fails. */
  connectTimeoutMs?: number;
  /** Read replicas of the primary, for `database.read`; each gets a pool of poolSize connections. */
  replicaUrls?: readonly string[];
};

/** The `application_name` of the primary's connections and of the read replicas' (pg_stat_activity tells them apart). */
export const applicationNames = { primary: 'sahm', read: 'sahm-read' } as const;

// NUMERIC comes back as a string on both drivers so money and prices never pass through a float
// on the way in; conversion to a JSON number is a deliberate step in each response mapper.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

// What Drizzle builds once per database for its relational queries; a transaction's handle shares it.
const dialect = new PgDialect();
const tables = extractTablesRelationalConfig<ExtractTablesWithRelations<Schema>>(schema, createTableRelationsHelpers);
const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };

/** A Drizzle transaction over a connection that is already inside BEGIN (ours, not Drizzle's, so both drivers behave alike). */
const pgTransaction = (conn: pg.PoolClient): Db => new NodePgTransaction(dialect, new NodePgSession(conn, dialect, relational), relational);
const pgliteTransaction = (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]): Db =>
  // The PGlite flavour differs from node-postgres only in its result type's name, as for the database handle.
  new PgliteTransaction(dialect, new PgliteSession(tx, dialect, relational), relational) as unknown as Db;

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    read: db,
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    // PGlite runs one transaction at a time and queues other queries behind it.
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({ db: pgliteTransaction(tx), query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows }),
      ),
    // One embedded database belongs to one process: nothing to coordinate.
    withLock: (_key, fn) => fn(),
    tryLock: async () => ({ release: async () => {}, lost: new Promise<void>(() => {}) }),
    health: dependencyHealth(),
    close: () => client.close(),
  };
}

const newPool = (url: string, opts: PostgresOptions, applicationName: string) =>
  new pg.Pool({
    connectionString: url,
    max: opts.poolSize,
    application_name: applicationName,
    // Fail a request in seconds when the server is unreachable, instead of waiting on the OS.
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
    // Notices a server that vanished without closing its connections (the feed's lock connection idles for hours).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });

/**
 * Pools on the read replicas and a handle that takes them in turn; the primary's handle when there
 * are none. A replica's failure fails the read that used it (answered 503 like any outage); it
 * does not mark the primary down.
 */
function openReplicas(primary: Db, opts: PostgresOptions): { handle: () => Db; close: () => Promise<void> } {
  const pools = (opts.replicaUrls ?? []).map((url) => newPool(url, opts, applicationNames.read));
  if (pools.length === 0) return { handle: () => primary, close: async () => {} };
  const ignore = () => {};
  for (const pool of pools) {
    // As on the primary: a connection that dies must not crash the process; the pool replaces it.
    pool.on('connect', (client) => client.on('error', ignore));
    pool.on('error', ignore);
  }
  const handles: Db[] = pools.map((client) => drizzlePg({ client, schema }));
  // Processes start at different replicas, so handles taken once at start-up spread across them.
  let next = Math.floor(Math.random() * handles.length);
  return {
    handle: () => handles[next++ % handles.length]!,
    close: async () => {
      await Promise.all(pools.map((pool) => pool.end()));
    },
  };
}

export async function openPostgres(url: string, opts: PostgresOptions): Promise<Database> {
  const pool = newPool(url, opts, applicationNames.primary);
  const health = dependencyHealth({ probe: () => pool.query('SELECT 1'), probeEveryMs: 1000 });
  const observe = (err: unknown) => {
    if (isOutage(err)) health.suspect(err);
  };
  // A connection that dies while checked out emits 'error' too; without a listener that would
  // crash the process. Every connection gets one for its whole life: the pool discards a broken
  // connection when it comes back, and whoever was using it gets the error from their query.
  pool.on('connect', (client) => client.on('error', observe));
  // An idle connection died (server restart): the pool replaces it.
  pool.on('error', observe);
  const db = drizzlePg({ client: pool, schema });
  const replicas = openReplicas(db, opts);
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      observe(err);
      throw err;
    }
  };
  return {
    db,
    get read() {
      return replicas.handle();
    },
    kind: 'postgres',
    health,
    query: async (sql, params) => {
      try {
        return (await pool.query(sql, params)).rows;
      } catch (err) {
        observe(err);
        throw err;
      }
    },
    transaction: (fn) =>
      run(async () => {
        const conn = await pool.connect();
        try {
          await conn.query('BEGIN');
          const result = await fn({ db: pgTransaction(conn), query: async (sql, params) => (await conn.query(sql, params)).rows });
          await conn.query('COMMIT');
          return result;
        } catch (err) {
          await conn.query('ROLLBACK').catch(() => {});
          throw err;
        } finally {
          conn.release();
        }
      }),
    withLock: async (key, fn) => {
      // Advisory locks belong to a session: hold one connection for the lock's whole life.
      const conn = await pool.connect();
      let broken: Error | undefined;
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          // A connection that could not unlock is discarded, and the lock ends with its session.
          await conn.query('SELECT pg_advisory_unlock($1)', [key]).catch((err: Error) => (broken = err));
        }
      } finally {
        conn.release(broken);
      }
    },
    tryLock: (key) =>
      run(async () => {
        const conn = await pool.connect();
        let taken: boolean;
        try {
          taken = (await conn.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key])).rows[0]?.ok === true;
        } catch (err) {
          conn.release(err as Error);
          throw err;
        }
        if (!taken) {
          conn.release();
          return undefined;
        }
        // The lock lives as long as this session: an error or the end of the connection loses it.
        let gone: Error | undefined;
        let markLost: () => void = () => {};
        const lost = new Promise<void>((resolve) => (markLost = resolve));
        const onError = (err: Error) => {
          gone ??= err;
          markLost();
        };
        const onEnd = () => onError(new Error('Connection terminated'));
        conn.on('error', onError);
        conn.on('end', onEnd);
        return {
          lost,
          release: async () => {
            if (!gone) await conn.query('SELECT pg_advisory_unlock($1)', [key]).catch((err: Error) => (gone = err));
            conn.off('error', onError);
            conn.off('end', onEnd);
            conn.release(gone);
          },
        };
      }),
    close: async () => {
      health.close();
      await Promise.all([pool.end(), replicas.close()]);
    },
  };
}

export function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string;
  poolSize?: number;
  connectTimeoutMs?: number;
  /** Ignored without `url`: PGlite has no replicas, and `database.read` is the database itself. */
  replicaUrls?: readonly string[];
}): Promise<Database> {
  return opts.url
    ? openPostgres(opts.url, { poolSize: opts.poolSize ?? 10, connectTimeoutMs: opts.connectTimeoutMs, replicaUrls: opts.replicaUrls })
    : openPglite(opts.dataDir);
}
