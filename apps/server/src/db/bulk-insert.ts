import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

/**
 * Inserts many rows with one statement per batch by passing each column as an array and
 * unnesting it server-side: a handful of parameters instead of one per value, and the same SQL
 * on PGlite and PostgreSQL. Columns are given as 'name:sqltype'.
 */
export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: unknown[][],
  batchSize = 5000,
): Promise<void> {
  const specs = columns.map((c) => c.split(':') as [string, string]);
  const names = specs.map(([name]) => name).join(', ');
  const unnest = specs.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${unnest})`;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    await db.query(
      sql,
      specs.map((_, i) => batch.map((row) => row[i])),
    );
  }
}

/**
 * bulkInsert into a table of the schema: the columns' names and SQL types come from the table, and
 * each row is an object of its insert type, its values encoded as the columns encode them (a
 * timestamp's Date as ISO text), so renaming or retyping a column breaks the type check rather
 * than the statement.
 */
export async function bulkInsertRows<T extends PgTable, K extends keyof T['$inferInsert'] & string>(
  db: Queryable,
  table: T,
  keys: readonly K[],
  rows: readonly Pick<T['$inferInsert'], K>[],
): Promise<void> {
  const all: Record<string, PgColumn> = getTableColumns(table);
  const columns = keys.map((key) => all[key]!);
  const encode = (column: PgColumn, value: unknown) => (value === null || value === undefined ? null : column.mapToDriverValue(value));
  await bulkInsert(
    db,
    getTableName(table),
    columns.map((c) => `${c.name}:${c.getSQLType()}`),
    rows.map((row) => columns.map((c, i) => encode(c, row[keys[i]!]))),
  );
}

/**
 * bulkInsertRows for rows that carry JSON documents (statement figures, indicators): the batch
 * travels as one JSON text and `jsonb_to_recordset` splits it server-side, which skips escaping
 * every document into a text[] literal — about twice as fast for such rows on PGlite.
 */
export async function bulkInsertRecords<T extends PgTable, K extends keyof T['$inferInsert'] & string>(
  db: Queryable,
  table: T,
  keys: readonly K[],
  rows: readonly Pick<T['$inferInsert'], K>[],
  batchSize = 5000,
): Promise<void> {
  const all: Record<string, PgColumn> = getTableColumns(table);
  const columns = keys.map((key) => all[key]!);
  const names = columns.map((c) => c.name);
  const record = columns.map((c, i) => `c${i} ${c.getSQLType()}`).join(', ');
  const sql = `INSERT INTO ${getTableName(table)} (${names.join(', ')})
    SELECT ${columns.map((_, i) => `c${i}`).join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${record})`;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => Object.fromEntries(keys.map((k, i) => [`c${i}`, row[k] ?? null])));
    await db.query(sql, [JSON.stringify(batch)]);
  }
}
