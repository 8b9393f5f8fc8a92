import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { createMarketCalendar, type MarketCalendar } from './calendar.ts';
import { marketRoutes } from './routes.ts';
import { createMarketService, type MarketService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    markets: MarketService;
    /** The exchange calendar (sessions, holidays, administrators' overrides), for portfolios and the feed. */
    calendar: MarketCalendar;
  }
}

/** Builds the market service and calendar once, shares them with the app (fastify-plugin), and serves the markets routes. */
export const marketsModule = fp(
  async (app) => {
    const calendar = createMarketCalendar(app.database, { mode: app.config.market.clock });
    const markets = createMarketService({ database: app.database, calendar });
    app.decorate('calendar', calendar);
    app.decorate('markets', markets);
    await registerApi(app, marketRoutes, { markets });
  },
  { name: 'markets', fastify: '5.x' },
);
