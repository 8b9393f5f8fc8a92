import { GraphQLError } from 'graphql';
import { guidSchema, type Locale } from '@sahm/contracts/common';
import { ApiError } from '../../platform/errors.ts';
import { translate } from '../../platform/messages.ts';
import { busIterator } from '../../platform/bus-iterator.ts';
import type { FeedEvent, LiveBus, OwnerStreams } from '../../platform/live-bus.ts';
import { portfolioNotFound } from './portfolio-error.ts';
import type { PortfolioService } from './service.ts';

/**
 * Live portfolio figures over /graphql: overview, performance and chart of one portfolio,
 * recomputed after a feed step only when it ticked a stock the portfolio holds, for its owner
 * only (the bearer token of the connection), and only while that token lasts: when it runs out
 * the socket closes (4403) and the client comes back with a fresh one. Payloads are the REST
 * contracts' shapes as JSON, amounts of money as SAR strings as over REST.
 */
export const portfolioLiveSdl = `
  scalar JSON
  type PortfolioOverviewPayload { overview: JSON, error: Boolean! }
  type PortfolioPerformancePayload { performance: JSON, error: Boolean! }
  type PortfolioChartPayload { chart: JSON, error: Boolean! }
`;
export const portfolioSubscriptionSdl = `
    portfolioOverview(guid: ID!): PortfolioOverviewPayload!
    portfolioPerformance(guid: ID!): PortfolioPerformancePayload!
    portfolioChart(guid: ID!): PortfolioChartPayload!
`;

export type PortfolioLiveContext = {
  bus: LiveBus;
  locale: Locale;
  userId: string | null;
  portfolios: PortfolioService;
  /** The socket's owner-only streams (absent over HTTP, which runs no subscriptions). */
  owner?: OwnerStreams;
};

type Kind = 'overview' | 'performance' | 'chart';

// One computation per feed step and portfolio view, shared by the owner's open tabs.
const computed = new WeakMap<FeedEvent, Map<string, Promise<unknown>>>();
// How long a portfolio's held stocks are trusted before they are read again (a buy shows up within it).
const HELD_TTL_MS = 2000;

function watch(kind: Kind, field: string) {
  return async (args: { guid: string }, ctx: PortfolioLiveContext) => {
    if (!ctx.userId) throw new GraphQLError(translate(ctx.locale, 'authRequired'), { extensions: { code: 'auth_required' } });
    if (ctx.owner?.expired()) {
      ctx.owner.endForToken();
      throw new GraphQLError(translate(ctx.locale, 'tokenExpired'), { extensions: { code: 'token_expired' } });
    }
    const caller = { userId: ctx.userId, locale: ctx.locale };
    try {
      // Not an id at all: no portfolio has it (and the database is not asked).
      if (!guidSchema.safeParse(args.guid).success) throw portfolioNotFound();
      await ctx.portfolios.one(caller, args.guid);
    } catch (err) {
      if (err instanceof ApiError) throw new GraphQLError(translate(ctx.locale, err.key, err.params), { extensions: { ...err.extra } });
      throw err;
    }
    let held = { at: 0, ids: new Set<string>() };
    const compute = () =>
      kind === 'overview'
        ? ctx.portfolios.overview(caller, args.guid)
        : kind === 'performance'
          ? ctx.portfolios.performance(caller, args.guid)
          : ctx.portfolios.chart(caller, args.guid);
    return busIterator(ctx.owner?.bus ?? ctx.bus, async (event) => {
      try {
        if (Date.now() - held.at > HELD_TTL_MS) held = { at: Date.now(), ids: await ctx.portfolios.heldStockIds(caller, args.guid) };
        if (!event.stocks.some((s) => held.ids.has(s.guid))) return undefined;
        let byKey = computed.get(event);
        if (!byKey) computed.set(event, (byKey = new Map()));
        const key = `${kind}|${ctx.locale}|${args.guid}`;
        let value = byKey.get(key);
        if (!value) byKey.set(key, (value = compute()));
        return { [field]: { [kind]: await value, error: false } };
      } catch {
        // A deleted portfolio or a failed read: the client falls back to a one-time fetch.
        return { [field]: { [kind]: null, error: true } };
      }
    });
  };
}

export const portfolioSubscriptions = {
  portfolioOverview: watch('overview', 'portfolioOverview'),
  portfolioPerformance: watch('performance', 'portfolioPerformance'),
  portfolioChart: watch('chart', 'portfolioChart'),
};
