import { type AnyPgColumn, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** The Tadawul sector tree: sectors, their industry groups, and room for a third level. */
export const sectors = pgTable(
  'sectors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    parentId: uuid('parent_id').references((): AnyPgColumn => sectors.id, { onDelete: 'restrict' }),
    level: integer('level').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sectors_parent_idx').on(t.parentId)],
);
