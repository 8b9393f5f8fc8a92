import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { positionsCache } from './positions-cache.ts';
import { portfolioRoutes } from './routes.ts';
import { createPortfolioService, type PortfolioService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Portfolio reads: the live module pushes a portfolio's figures from them. */
    portfolios: PortfolioService;
  }
}

/**
 * Builds the portfolio service once (one positions cache and one valuation memo for the process),
 * shares it with the app, and serves the portfolio routes. `now` is the clock trading hours are read from.
 */
export const portfoliosModule = fp<{ now?: () => Date }>(
  async (app, opts) => {
    const portfolios = createPortfolioService({
      database: app.database,
      stocks: app.stocks,
      calendar: app.calendar,
      now: opts.now ?? (() => new Date()),
      positions: positionsCache(),
    });
    app.decorate('portfolios', portfolios);
    await registerApi(app, portfolioRoutes, { portfolios });
  },
  { name: 'portfolios', fastify: '5.x', dependencies: ['markets', 'stocks'] },
);
