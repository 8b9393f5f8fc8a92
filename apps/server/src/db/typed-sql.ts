import { Column, is, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Hand-written SQL with rows typed from the schema, for what Drizzle's query builder does not say
 * well (recursive CTEs, LATERAL joins, window functions, dynamic ordering, FOR UPDATE over joins).
 *
 * A statement's SELECT list is declared as fields: a schema column (its type and decoding come
 * from the schema, so renaming or retyping the column breaks the type check), `nullable(column)`
 * for a column an outer join may leave empty, or a typed expression `sql<number>\`count(*)::int\``
 * (write the cast that makes the driver's value the declared type). `selection(fields).list` goes
 * where the SELECT list goes; the rest of the statement is Drizzle's `sql` template, tables and
 * columns referenced as `${stocks}` and `${stocks.symbolCode}`, values as `${value}` (parameters).
 * A second copy of a table is `const older = alias(prices, 'older')`, named `${prices} ${older}`
 * in FROM and `${older.close}` elsewhere; an alias also names the columns of a CTE or LATERAL
 * subquery that selects a table's own columns.
 *
 *   const fields = selection({ id: stocks.id, code: stocks.symbolCode, cap: sql<string | null>`sum(...)::text` });
 *   const rows = await selectRows(db, fields, sql`SELECT ${fields.list} FROM ${stocks} WHERE ${stocks.marketId} = ${marketId}`);
 *   // rows: { id: string; code: string; cap: string | null }[]
 */

/** A column an outer join may leave empty: typed with `| null`, decoded as the column. */
export type Nullable<C extends Column = Column> = { readonly nullable: C };
export const nullable = <C extends Column>(column: C): Nullable<C> => ({ nullable: column });

type Field = Column | Nullable | SQL<unknown>;
export type Fields = Record<string, Field>;

type ColumnData<C extends Column> = C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null;

/** The row of a statement that selects these fields. */
export type FieldsRow<F extends Fields> = {
  -readonly [K in keyof F]: F[K] extends Column
    ? ColumnData<F[K]>
    : F[K] extends Nullable<infer C>
      ? C['_']['data'] | null
      : F[K] extends SQL<infer T>
        ? T
        : never;
};

export type Selection<F extends Fields> = {
  readonly fields: F;
  /** The SELECT list: each field `AS` its key, so rows come back keyed as declared. */
  readonly list: SQL;
  /** Values of a row as the driver returned them, decoded as the schema says (dates, timestamps, integers). */
  readonly decode: (row: Record<string, unknown>) => FieldsRow<F>;
};

/** The row a selection returns: `type StockRow = RowOf<typeof stockFields>`. */
export type RowOf<S extends Selection<Fields>> = FieldsRow<S['fields']>;

const columnOf = (field: Field): Column | undefined => (is(field, Column) ? field : 'nullable' in field ? field.nullable : undefined);

export function selection<F extends Fields>(fields: F): Selection<F> {
  const keys = Object.keys(fields);
  const list = sql.join(
    keys.map((key) => {
      const field = fields[key]!;
      return sql`${columnOf(field) ?? field} AS ${sql.identifier(key)}`;
    }),
    sql`, `,
  );
  // Only columns need decoding; expressions are cast in SQL to what they declare.
  const decoders = keys.flatMap((key) => {
    const column = columnOf(fields[key]!);
    return column ? [[key, column] as const] : [];
  });
  return {
    fields,
    list,
    decode: (row) => {
      for (const [key, column] of decoders) {
        const value = row[key];
        if (value !== null && value !== undefined) row[key] = column.mapFromDriverValue(value);
      }
      // The one place a driver's row meets its type: the statement selects exactly `list`, each field AS its key.
      return row as FieldsRow<F>;
    },
  };
}

/** Runs a statement that selects `fields.list` and returns its rows, typed and decoded. */
export async function selectRows<F extends Fields>(db: Db, fields: Selection<F>, statement: SQL): Promise<FieldsRow<F>[]> {
  const { rows } = await db.execute(statement);
  return rows.map(fields.decode);
}
