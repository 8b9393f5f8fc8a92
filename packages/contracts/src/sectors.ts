import { z } from 'zod';
import { guidSchema } from './common.ts';

export type Sector = {
  guid: string;
  code: string;
  name: string;
  level: number;
  parent: string | null;
  change_ratio: number | null;
  stocks_count: number;
  children: Sector[];
};

/** The exchange's sector tree, nested up to three levels. */
export const sectorSchema: z.ZodType<Sector> = z
  .lazy(() =>
    z.object({
      guid: guidSchema,
      code: z.string(),
      name: z.string(),
      level: z.number().int().min(1).max(3),
      parent: guidSchema.nullable(),
      change_ratio: z.number().nullable(),
      stocks_count: z.number().int(),
      children: z.array(sectorSchema),
    }),
  )
  .meta({ id: 'Sector' }); // a named component: the OpenAPI document can then refer to it recursively

export const sectorTreeSchema = z.object({ items: z.array(sectorSchema) });
export type SectorTree = z.infer<typeof sectorTreeSchema>;

export const sectorQuerySchema = z.object({ market_guid: guidSchema.optional() });
export type SectorQuery = z.infer<typeof sectorQuerySchema>;

/** A sector's figure for the session, recomputed from its stocks by the feed. */
export const sectorPointSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  parent: guidSchema.nullable(),
  trade_date: z.iso.date(),
  change_ratio: z.number(),
  datetime: z.iso.datetime({ offset: true }),
});
export type SectorPoint = z.infer<typeof sectorPointSchema>;
export const sectorPointsSchema = z.object({ items: z.array(sectorPointSchema) });
export type SectorPoints = z.infer<typeof sectorPointsSchema>;
export const sectorGuidParamsSchema = z.object({ guid: guidSchema });
