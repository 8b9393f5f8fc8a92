import { buildSchema } from 'graphql';
import type { Locale } from '@sahm/contracts/common';
import { stockListQuerySchema } from '@sahm/contracts/stocks';
import type { MarketService } from '../markets/service.ts';
import type { SectorService } from '../sectors/service.ts';
import type { StockService } from '../stocks/service.ts';

/**
 * The live-data graph. Field names follow the REST payloads (snake_case) so the web client maps
 * one shape. Subscriptions are added by the market-feed work; queries are served now.
 */
export const liveSchema = buildSchema(`
  type LivePoints { value: Float, price: Float, open: Float, high: Float, low: Float, close: Float,
    change_value: Float, change_ratio: Float, trades_count: Int, trade_volume: Float, trades_value: Float,
    trade_value: Float, trade_date: String, datetime: String }
  type Market { guid: ID!, code: String!, name: String!, index_name: String!, color: String!, today_live_points: LivePoints }
  type Sector { guid: ID!, code: String!, name: String!, level: Int!, parent: ID, change_ratio: Float, stocks_count: Int!, children: [Sector!]! }
  type Stock { guid: ID!, symbol_code: String!, company_name: String!, short_name: String!, today_live_points: LivePoints }
  type StockPage { items: [Stock!]!, total: Int!, page: Int!, size: Int! }
  type Query {
    markets: [Market!]!
    market(guid: ID!): Market
    sectors(market_guid: ID): [Sector!]!
    stocks(market_guid: ID, search: String, page: Int, size: Int): StockPage!
  }
`);

export type LiveContext = { markets: MarketService; sectors: SectorService; stocks: StockService; locale: Locale };

export const liveRoot = {
  markets: (_: unknown, ctx: LiveContext) => ctx.markets.list(ctx.locale),
  market: (args: { guid: string }, ctx: LiveContext) => ctx.markets.get(ctx.locale, args.guid),
  sectors: (args: { market_guid?: string }, ctx: LiveContext) => ctx.sectors.tree(ctx.locale, args.market_guid),
  stocks: (args: Record<string, unknown>, ctx: LiveContext) => ctx.stocks.list(ctx.locale, stockListQuerySchema.parse(args)),
};
