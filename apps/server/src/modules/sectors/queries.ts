import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { stockQuotes } from '../../db/schema/quotes.ts';
import { sectors } from '../../db/schema/sectors.ts';
import { stocks } from '../../db/schema/stocks.ts';
import { selection, selectRows, type RowOf } from '../../db/typed-sql.ts';

const child = alias(sectors, 'child');

const sectorFields = selection({
  id: sectors.id,
  code: sectors.code,
  parentId: sectors.parentId,
  level: sectors.level,
  nameAr: sectors.nameAr,
  nameEn: sectors.nameEn,
  stocksCount: sql<number>`coalesce(per_sector.stocks_count, 0)`,
  capNow: sql<string | null>`per_sector.cap_now::text`,
  capPrev: sql<string | null>`per_sector.cap_prev::text`,
});
export type SectorRow = RowOf<typeof sectorFields>;

/**
 * Every sector, parents before children, with its stocks (in one market, or all) and their
 * combined market value (price × shares) now and at the previous close; a parent counts its
 * children's stocks. Hand-written: a recursive CTE walks the tree.
 */
export const sectorFigures = (db: Db, marketGuid: string | null): Promise<SectorRow[]> =>
  selectRows(
    db,
    sectorFields,
    sql`WITH RECURSIVE tree AS (
          SELECT ${sectors.id} AS id, ${sectors.id} AS root FROM ${sectors}
          UNION ALL
          SELECT ${child.id}, tree.root FROM ${sectors} ${child} JOIN tree ON ${child.parentId} = tree.id
        ),
        per_sector AS (
          SELECT tree.root AS sector_id,
                 count(${stocks.id})::int AS stocks_count,
                 sum(${stockQuotes.price} * ${stocks.sharesOutstanding}) AS cap_now,
                 sum(${stockQuotes.prevClose} * ${stocks.sharesOutstanding}) AS cap_prev
            FROM tree
            JOIN ${stocks} ON ${stocks.sectorId} = tree.id AND (${marketGuid}::uuid IS NULL OR ${stocks.marketId} = ${marketGuid}::uuid)
            LEFT JOIN ${stockQuotes} ON ${stockQuotes.stockId} = ${stocks.id}
           GROUP BY tree.root
        )
        SELECT ${sectorFields.list}
          FROM ${sectors} LEFT JOIN per_sector ON per_sector.sector_id = ${sectors.id}
         ORDER BY ${sectors.level}, ${sectors.sortOrder}, ${sectors.code}`,
  );
