import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { appMeta } from '../src/db/schema/meta.ts';
import { markets } from '../src/db/schema/markets.ts';
import { nullable, selection, selectRows } from '../src/db/typed-sql.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * database.transaction hands out a Drizzle transaction (tx.db) that the same query functions take
 * as they take database.db, on the transaction's one connection, on PGlite and PostgreSQL alike.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const prefix = `tx-test:${randomUUID()}:`;
/** A query function written once for the database or a transaction. */
const put = (db: Db, key: string, value: number) => db.insert(appMeta).values({ key: prefix + key, value });
const keys = async (db: Db) =>
  (
    await db
      .select({ key: appMeta.key })
      .from(appMeta)
      .where(like(appMeta.key, `${prefix}%`))
  )
    .map((r) => r.key.slice(prefix.length))
    .sort();

describe('database.transaction', () => {
  it('commits what tx.db and tx.query wrote, and each sees the other’s writes first', async () => {
    const seen = await t.database.transaction(async (tx) => {
      await put(tx.db, 'a', 1);
      await tx.query(`INSERT INTO app_meta (key, value) VALUES ($1, '2'::jsonb)`, [`${prefix}b`]);
      const raw = await tx.query<{ key: string }>(`SELECT key FROM app_meta WHERE key LIKE $1 ORDER BY key`, [`${prefix}%`]);
      return { typed: await keys(tx.db), raw: raw.map((r) => r.key.slice(prefix.length)) };
    });
    expect(seen).toEqual({ typed: ['a', 'b'], raw: ['a', 'b'] });
    expect(await keys(t.database.db)).toEqual(['a', 'b']);
  });

  it('rolls back both when the work throws', async () => {
    const failing = t.database.transaction(async (tx) => {
      await put(tx.db, 'c', 3);
      await tx.query(`INSERT INTO app_meta (key, value) VALUES ($1, '4'::jsonb)`, [`${prefix}d`]);
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await keys(t.database.db)).toEqual(['a', 'b']);
  });

  it('keeps the transaction to itself until it commits (PostgreSQL: other connections do not see it)', async () => {
    if (t.database.kind !== 'postgres') return; // PGlite runs one transaction at a time: there is no other connection
    await t.database.transaction(async (tx) => {
      await put(tx.db, 'e', 5);
      expect(await keys(t.database.db)).toEqual(['a', 'b']);
    });
    expect(await keys(t.database.db)).toEqual(['a', 'b', 'e']);
  });

  it('nests tx.db.transaction as a savepoint: the inner one rolls back alone', async () => {
    await t.database.transaction(async (tx) => {
      await put(tx.db, 'f', 6);
      await expect(
        tx.db.transaction(async (inner) => {
          await put(inner, 'g', 7);
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      await put(tx.db, 'h', 8);
    });
    const all = await keys(t.database.db);
    expect(all).toEqual(expect.arrayContaining(['f', 'h']));
    expect(all).not.toContain('g');
    await t.database.db.delete(appMeta).where(like(appMeta.key, `${prefix}%`));
  });
});

describe('hand-written SQL typed from the schema', () => {
  it('returns rows keyed and decoded as declared, on both drivers', async () => {
    const fields = selection({
      id: markets.id,
      code: markets.code,
      createdAt: markets.createdAt,
      missing: nullable(appMeta.updatedAt),
      stocks: sql<number>`(SELECT count(*)::int FROM stocks WHERE stocks.market_id = ${markets.id})`,
    });
    const rows = await selectRows(
      t.database.db,
      fields,
      sql`SELECT ${fields.list} FROM ${markets} LEFT JOIN ${appMeta} ON ${appMeta.key} = 'no such key' ORDER BY ${markets.code}`,
    );
    expect(rows.map((r) => r.code)).toEqual(['NOMUC', 'TASI']);
    for (const r of rows) {
      // A timestamp column comes back a Date (as the query builder gives it), a null stays null.
      expect(r.createdAt).toBeInstanceOf(Date);
      expect(r.missing).toBeNull();
      expect(r.stocks).toBeGreaterThan(50);
    }
    const [built] = await t.database.db.select({ createdAt: markets.createdAt }).from(markets).where(eq(markets.id, rows[0]!.id));
    expect(rows[0]!.createdAt).toEqual(built!.createdAt);
  });
});
