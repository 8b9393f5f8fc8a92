import { eq } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.ts';
import { appMeta } from '../db/schema/meta.ts';

/**
 * A counter per data set, bumped by whoever writes it (the demo loader, the market feed, admin
 * edits). Readers that cache a data set compare counters instead of re-reading the data, which
 * costs one primary-key lookup and works across processes.
 */
export type DataSet = 'market_data' | 'calendar' | 'company_data' | 'news' | 'recommendations';

export async function readDataVersion(db: Queryable, set: DataSet): Promise<string> {
  const rows = await db.query<{ value: unknown }>(`SELECT value FROM app_meta WHERE key = $1`, [`version:${set}`]);
  return JSON.stringify(rows[0]?.value ?? 0);
}

/**
 * The same counter through a Drizzle handle. Read on the replica the data then comes from
 * (`database.read`), it never runs ahead of that data: a replica applies commits in order.
 */
export async function readDataVersionFrom(db: Db, set: DataSet): Promise<string> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, `version:${set}`));
  return JSON.stringify(row?.value ?? 0);
}

export async function bumpDataVersion(db: Queryable, set: DataSet): Promise<void> {
  await db.query(
    `INSERT INTO app_meta (key, value, updated_at) VALUES ($1, '1'::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = to_jsonb(coalesce(app_meta.value::text::bigint, 0) + 1), updated_at = now()`,
    [`version:${set}`],
  );
}
