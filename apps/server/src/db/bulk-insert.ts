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
