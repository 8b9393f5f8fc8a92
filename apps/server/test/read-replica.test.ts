import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationNames } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { bearer, DEMO_PASSWORD, signIn } from './helpers/accounts.ts';

/**
 * DATABASE_REPLICA_URLS on PostgreSQL: the stock read paths go to the read pool (here a second
 * pool on the test's own database, told apart by its application_name), writes to the primary.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('reads from the replicas', () => {
  let t: TestApp;
  let monitor: pg.Client;
  let dbName: string;

  beforeAll(async () => {
    t = await createTestApp({}, { readReplica: true });
    monitor = new pg.Client({ connectionString: url });
    await monitor.connect();
    dbName = (await t.database.db.execute<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name;
  });
  afterAll(async () => {
    await monitor?.end();
    await t?.close();
  });

  /** The statements the read pool's connections to this test's database ran last. */
  const readStatements = async (): Promise<string[]> =>
    (
      await monitor.query<{ query: string }>('SELECT query FROM pg_stat_activity WHERE datname = $1 AND application_name = $2', [
        dbName,
        applicationNames.read,
      ])
    ).rows.map((r) => r.query);

  it('loads the stock list, a stock and its chart through the read pool', async () => {
    const list = await t.api({ url: '/api/v1/stocks/?size=1' });
    expect(list.statusCode).toBe(200);
    const guid = (list.json() as { items: { guid: string }[] }).items[0]!.guid;
    const statements = await readStatements();
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.some((q) => q.includes('"stock_quotes"'))).toBe(true);

    expect((await t.api({ url: `/api/v1/stocks/${guid}` })).statusCode).toBe(200);
    expect((await t.api({ url: `/api/v1/stocks/${guid}/points?period=month` })).statusCode).toBe(200);
    const after = await readStatements();
    expect(after.some((q) => q.includes('"stock_price_points"'))).toBe(true);
  });

  it('sends writes, and the favourites a caller has just written, to the primary', async () => {
    const list = (await t.api({ url: '/api/v1/stocks/?size=1' })).json() as { items: { guid: string }[] };
    const guid = list.items[0]!.guid;
    const token = (await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD)).access_token;
    const added = await t.api({ method: 'POST', url: '/api/v1/stocks/favorites', payload: { stock_guid: guid }, headers: bearer(token) });
    expect(added.statusCode).toBe(201);
    const favorites = await t.api({ url: '/api/v1/stocks/favorites', headers: bearer(token) });
    expect((favorites.json() as { items: { guid: string }[] }).items.map((f) => f.guid)).toEqual([guid]);
    expect((await readStatements()).some((q) => q.includes('stock_favorites'))).toBe(false);
  });
});
