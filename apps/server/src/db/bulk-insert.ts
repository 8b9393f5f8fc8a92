import type { Queryable } from './client.ts';

export type ColumnSpec = { name: string; type: string };

/**
 * Inserts many rows with one statement per batch by passing each column as an array and
 * unnesting it server-side: a handful of parameters instead of one per value, and the same SQL
 * on PGlite and PostgreSQL.
 */
export async function bulkInsert(
  database: Queryable,
  table: string,
  columns: ColumnSpec[],
  rows: unknown[][],
  batchSize = 5000,
): Promise<void> {
  const names = columns.map((c) => c.name).join(', ');
  const unnest = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${unnest})`;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const arrays = columns.map((_, i) => batch.map((row) => row[i]));
    await database.query(sql, arrays);
  }
}
