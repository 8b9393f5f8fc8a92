import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { returnsRoutes } from './routes.ts';
import { createReturnsService, type ReturnsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Returns against TASI: a shared portfolio's page shows them too. */
    portfolioReturns: ReturnsService;
  }
}

/** A portfolio's time- and money-weighted returns against TASI: reads the portfolios' ledgers and the stored closes. */
export const portfolioReturnsModule = fp(
  async (app) => {
    const returns = createReturnsService({ database: app.database, portfolios: app.portfolios });
    app.decorate('portfolioReturns', returns);
    await registerApi(app, returnsRoutes, { returns });
  },
  { name: 'portfolio-returns', fastify: '5.x', dependencies: ['portfolios'] },
);
