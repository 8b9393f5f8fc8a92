import { buildSchema, GraphQLError } from 'graphql';
import { z } from 'zod';
import { guidSchema, type Locale } from '@sahm/contracts/common';
import type { Movement } from '@sahm/contracts/stocks';
import { stockListQuerySchema } from '@sahm/contracts/stocks';
import type { Sector } from '@sahm/contracts/sectors';
import type { AnnouncementNotice } from '@sahm/contracts/live';
import { marketMessages, type MarketService } from '../markets/index.ts';
import type { SectorService } from '../sectors/index.ts';
import type { StockService } from '../stocks/index.ts';
import type { FeedEvent, LiveBus } from '../../platform/live-bus.ts';
import { argumentsOf } from './arguments.ts';
import { busIterator } from '../../platform/bus-iterator.ts';
import { portfolioLiveSdl, portfolioSubscriptions, portfolioSubscriptionSdl, type PortfolioLiveContext } from '../portfolios/index.ts';
import { alertLiveSdl, alertSubscriptions, alertSubscriptionSdl, type AlertLiveContext } from '../alerts/index.ts';

/**
 * The live-data graph. Field names follow the REST payloads (snake_case) so the web client maps
 * one shape. Every subscription payload carries `error`: when true the client falls back to a
 * one-time REST fetch.
 */
export const liveSchema = buildSchema(`
  type LivePoints { value: Float, price: Float, open: Float, high: Float, low: Float, close: Float,
    change_value: Float, change_ratio: Float, trades_count: Int, trade_volume: Float, trades_value: Float,
    trade_value: Float, trade_date: String, datetime: String }
  type Market { guid: ID!, code: String!, name: String!, index_name: String!, color: String!, stocks_count: Int, today_live_points: LivePoints }
  type Sector { guid: ID!, code: String!, name: String!, level: Int!, parent: ID, change_ratio: Float, stocks_count: Int!, children: [Sector!]! }
  type Ref { guid: ID!, name: String! }
  type MarketRef { guid: ID!, code: String!, name: String! }
  type SectorRef { guid: ID!, name: String!, parent: Ref }
  type TodayPoints { trade_date: String, close: Float, change_value: Float, change_ratio: Float, trade_volume: Float, trade_value: Float,
    trade_count: Int, return_last_week: Float, return_value_last_week: Float, return_last_month: Float, return_value_last_month: Float,
    return_last_year: Float, return_value_last_year: Float, fifty_two_week_high: Float, fifty_two_week_low: Float,
    daily_market_capitalization: Float, basic_earnings_per_share_ttm: Float, daily_price_to_earnings: Float,
    book_value_per_share_ttm: Float, daily_price_to_book_value: Float }
  type Stock { guid: ID!, symbol_code: String!, company_name: String!, short_name: String!, logo: String, market: MarketRef!, sector: SectorRef!,
    listing_date: String, is_favorite: Boolean, today_live_points: LivePoints, today_points: TodayPoints }
  type StockPage { items: [Stock!]!, total: Int!, page: Int!, size: Int! }
  type StockTick { guid: ID!, price: Float!, open: Float!, high: Float!, low: Float!, close: Float!, change_value: Float!,
    change_ratio: Float!, trade_volume: Float!, trade_value: Float!, trade_date: String!, datetime: String! }
  type SectorPoint { guid: ID!, name: String!, parent: ID, trade_date: String!, change_ratio: Float!, datetime: String! }
  enum Movement { HIGHEST, LOWEST, MOST_ACTIVE_VOLUME, MOST_ACTIVE_VALUE }
  type StockPayload { stocks: [StockTick!]!, error: Boolean! }
  type MovementPayload { stock_movement: [Stock!]!, error: Boolean! }
  type MarketPayload { markets: [Market!]!, error: Boolean! }
  type SectorsPayload { sectors: [SectorPoint!]!, error: Boolean! }
  type AnnouncementNotice { guid: ID!, published_at: String!, stock_guids: [ID!]!, market_guid: ID }
  type AnnouncementsPayload { announcements: [AnnouncementNotice!]!, error: Boolean! }
  ${portfolioLiveSdl}
  ${alertLiveSdl}
  type Query {
    markets: [Market!]!
    market(guid: ID!): Market
    sectors(market_guid: ID): [Sector!]!
    stocks(market_guid: ID, search: String, page: Int, size: Int): StockPage!
  }
  type Subscription {
    stock(guid: ID!): StockPayload!
    stocks(guids: [ID!], market_guid: ID): StockPayload!
    stockMovement(movement: Movement!, market_guid: ID, size: Int): MovementPayload!
    market(guid: ID!): MarketPayload!
    sectors(market_guid: ID): SectorsPayload!
    announcements(stock_guid: ID, market_guid: ID): AnnouncementsPayload!
    ${portfolioSubscriptionSdl}
    ${alertSubscriptionSdl}
  }
`);

export type LiveContext = {
  markets: MarketService;
  sectors: SectorService;
  stocks: StockService;
  bus: LiveBus;
  /** Newly published announcements, from any process. */
  newsBus: LiveBus<AnnouncementNotice>;
  locale: Locale;
} & PortfolioLiveContext &
  AlertLiveContext;

const guidArgs = argumentsOf(z.object({ guid: guidSchema }));
const marketArgs = argumentsOf(z.object({ market_guid: guidSchema.nullish() }));
const stockListArgs = argumentsOf(stockListQuerySchema);
const stocksArgs = argumentsOf(z.object({ guids: z.array(guidSchema).max(500).nullish(), market_guid: guidSchema.nullish() }));
const announcementArgs = argumentsOf(z.object({ stock_guid: guidSchema.nullish(), market_guid: guidSchema.nullish() }));
const movementArgs = argumentsOf(z.object({ market_guid: guidSchema.nullish(), size: z.number().int().min(1).max(50).nullish() }));

/**
 * A market the sectors are asked for: it must exist (the sector trees are kept per market, and a
 * made-up id must not add one).
 */
async function knownMarket(ctx: LiveContext, args: unknown): Promise<string | undefined> {
  const { market_guid } = marketArgs(args, ctx.locale);
  if (!market_guid) return undefined;
  if (!(await ctx.markets.get(ctx.locale, market_guid))) {
    throw new GraphQLError(marketMessages.t(ctx.locale, 'marketNotFound'), { extensions: { code: 'market_not_found' } });
  }
  return market_guid;
}

export const liveRoot = {
  markets: (_: unknown, ctx: LiveContext) => ctx.markets.list(ctx.locale),
  market: (args: { guid: string }, ctx: LiveContext) => ctx.markets.get(ctx.locale, guidArgs(args, ctx.locale).guid),
  sectors: async (args: { market_guid?: string }, ctx: LiveContext) => ctx.sectors.tree(ctx.locale, await knownMarket(ctx, args)),
  stocks: (args: Record<string, unknown>, ctx: LiveContext) => ctx.stocks.list(ctx.locale, stockListArgs(args, ctx.locale)),
};

const flatten = (nodes: Sector[]): Sector[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

// Payloads are built once per feed step (or notice) and key, not once per subscriber, so thousands
// of subscribers to the same stock share one object and, downstream, one execution result.
const payloads = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Builds a subscription's payload for an event, shared by every subscriber with the same key,
 * and reports a failure as the payload's error flag instead of ending the stream.
 */
const guarded =
  <T, E extends object = FeedEvent>(key: string, map: (e: E) => Promise<T | undefined>, failed: T) =>
  (e: E): Promise<T | undefined> => {
    let byKey = payloads.get(e);
    if (!byKey) payloads.set(e, (byKey = new Map()));
    let payload = byKey.get(key) as Promise<T | undefined> | undefined;
    if (!payload) {
      payload = map(e).catch(() => failed);
      byKey.set(key, payload);
    }
    return payload;
  };

/** Subscription roots: each returns an async iterator of payloads, one per feed step that concerns it. */
export const liveSubscriptions = {
  stock: (args: { guid: string }, ctx: LiveContext) => {
    guidArgs(args, ctx.locale);
    return busIterator(
      ctx.bus,
      guarded(
        `stock|${args.guid}`,
        async (e) => {
          const tick = e.stocks.find((s) => s.guid === args.guid);
          return tick ? { stock: { stocks: [tick], error: false } } : undefined;
        },
        { stock: { stocks: [], error: true } },
      ),
    );
  },
  stocks: (args: { guids?: string[]; market_guid?: string }, ctx: LiveContext) => {
    stocksArgs(args, ctx.locale);
    const wanted = args.guids ? new Set(args.guids) : undefined;
    return busIterator(
      ctx.bus,
      guarded(
        `stocks|${args.guids?.join(',') ?? ''}|${args.market_guid ?? ''}`,
        async (e) => {
          const ticks = [];
          for (const t of e.stocks) {
            if (wanted && !wanted.has(t.guid)) continue;
            if (args.market_guid && (await ctx.stocks.marketOf(t.guid)) !== args.market_guid) continue;
            ticks.push(t);
          }
          return ticks.length ? { stocks: { stocks: ticks, error: false } } : undefined;
        },
        { stocks: { stocks: [], error: true } },
      ),
    );
  },
  stockMovement: (args: { movement: Movement; market_guid?: string; size?: number }, ctx: LiveContext) => {
    movementArgs(args, ctx.locale);
    return busIterator(
      ctx.bus,
      guarded(
        `movement|${ctx.locale}|${args.movement}|${args.market_guid ?? ''}|${args.size ?? 10}`,
        async () => ({
          stockMovement: {
            stock_movement: await ctx.stocks.movement(ctx.locale, args.movement, args.market_guid, Math.min(args.size ?? 10, 50)),
            error: false,
          },
        }),
        { stockMovement: { stock_movement: [], error: true } },
      ),
    );
  },
  market: (args: { guid: string }, ctx: LiveContext) => {
    guidArgs(args, ctx.locale);
    return busIterator(
      ctx.bus,
      guarded(
        `market|${ctx.locale}|${args.guid}`,
        async (e) => {
          const live = e.markets.find((m) => m.guid === args.guid);
          const market = live && (await ctx.markets.get(ctx.locale, args.guid));
          return market && live ? { market: { markets: [{ ...market, today_live_points: live.live }], error: false } } : undefined;
        },
        { market: { markets: [], error: true } },
      ),
    );
  },
  sectors: async (args: { market_guid?: string }, ctx: LiveContext) => {
    await knownMarket(ctx, args);
    return busIterator(
      ctx.bus,
      guarded(
        `sectors|${ctx.locale}|${args.market_guid ?? ''}`,
        async (e) => {
          const names = new Map(flatten(await ctx.sectors.tree(ctx.locale, args.market_guid)).map((s) => [s.guid, s]));
          const sectors = e.sectors
            .filter((s) => s.market_guid === (args.market_guid ?? null) && names.has(s.guid))
            .map((s) => ({
              guid: s.guid,
              name: names.get(s.guid)!.name,
              parent: names.get(s.guid)!.parent,
              change_ratio: s.change_ratio,
              trade_date: e.trade_date,
              datetime: e.at,
            }));
          return { sectors: { sectors, error: false } };
        },
        { sectors: { sectors: [], error: true } },
      ),
    );
  },
  announcements: (args: { stock_guid?: string; market_guid?: string }, ctx: LiveContext) => {
    const { stock_guid, market_guid } = announcementArgs(args, ctx.locale);
    const inMarket = async (n: AnnouncementNotice) =>
      n.market_guid === market_guid ||
      (await Promise.all(n.stock_guids.map((g) => ctx.stocks.marketOf(g)))).includes(market_guid ?? undefined);
    return busIterator(
      ctx.newsBus,
      guarded<{ announcements: { announcements: AnnouncementNotice[]; error: boolean } }, AnnouncementNotice>(
        `announcements|${stock_guid ?? ''}|${market_guid ?? ''}`,
        async (n) => {
          if (stock_guid && !n.stock_guids.includes(stock_guid)) return undefined;
          if (market_guid && !(await inMarket(n))) return undefined;
          return { announcements: { announcements: [n], error: false } };
        },
        { announcements: { announcements: [], error: true } },
      ),
    );
  },
  ...portfolioSubscriptions,
  ...alertSubscriptions,
};
