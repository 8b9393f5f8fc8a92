import { z } from 'zod';
import { guidSchema } from './common.ts';
import { marketSchema } from './markets.ts';
import { sectorPointSchema } from './sectors.ts';
import { stockListItemSchema, stockLivePointsSchema } from './stocks.ts';

/**
 * Live data over /graphql (graphql-ws). Connection parameters: { app_token, authorization?
 * ("Bearer …"), locale? }. Subscriptions (each payload carries `error`; when true the client
 * falls back to a one-time REST fetch):
 *   stock(guid: ID!)                         -> { stocks: [StockTick], error }
 *   stocks(guids: [ID!], market_guid: ID)    -> { stocks: [StockTick], error }   (a batch per feed tick)
 *   stockMovement(movement: Movement!, market_guid: ID, size: Int) -> { stock_movement: [StockListItem], error }
 *   market(guid: ID!)                        -> { markets: [Market], error }
 *   sectors(market_guid: ID)                 -> { sectors: [SectorPoint], error }
 *   portfolioOverview(guid: ID!)             -> { overview: Overview (JSON), error }      (owner only; see portfolio.ts)
 *   portfolioPerformance(guid: ID!)          -> { performance: Performance (JSON), error }
 *   portfolioChart(guid: ID!)                -> { chart: PortfolioChart (JSON), error }
 *   announcements(stock_guid: ID, market_guid: ID) -> { announcements: [AnnouncementNotice], error }
 *       (when an announcement is published: of that stock, or of that market (its own or its stocks'),
 *       or any without arguments; the client refetches its REST list on each)
 */
/** A tick is the stock's live figures (today_live_points) with its guid. */
export const stockTickSchema = stockLivePointsSchema.extend({ guid: guidSchema });
export type StockTick = z.infer<typeof stockTickSchema>;

export const stockPayloadSchema = z.object({ stocks: z.array(stockTickSchema), error: z.boolean() });
export const movementPayloadSchema = z.object({ stock_movement: z.array(stockListItemSchema), error: z.boolean() });
export const marketPayloadSchema = z.object({ markets: z.array(marketSchema), error: z.boolean() });
export const sectorsPayloadSchema = z.object({ sectors: z.array(sectorPointSchema), error: z.boolean() });

/** A newly published announcement, told to open pages so they refetch their list (news.ts). */
export const announcementNoticeSchema = z.object({
  guid: guidSchema,
  published_at: z.iso.datetime({ offset: true }),
  stock_guids: z.array(guidSchema),
  market_guid: guidSchema.nullable(),
});
export type AnnouncementNotice = z.infer<typeof announcementNoticeSchema>;
export const announcementsPayloadSchema = z.object({ announcements: z.array(announcementNoticeSchema), error: z.boolean() });
