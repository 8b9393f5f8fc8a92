import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { stockRoutes } from './routes.ts';
import { createStockService, type StockService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The stock snapshot: portfolios value holdings from it, live data serves and moves it. */
    stocks: StockService;
  }
}

/** Builds the stock service once, shares it with the app (fastify-plugin), and serves the stocks routes. */
export const stocksModule = fp(
  async (app) => {
    const stocks = createStockService({ database: app.database });
    app.decorate('stocks', stocks);
    await registerApi(app, stockRoutes, { stocks });
  },
  { name: 'stocks', fastify: '5.x' },
);
