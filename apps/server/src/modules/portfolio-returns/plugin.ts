import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { returnsRoutes } from './routes.ts';
import { createReturnsService } from './service.ts';

/** A portfolio's time- and money-weighted returns against TASI: reads the portfolios' ledgers and the stored closes. */
export const portfolioReturnsModule = fp(
  async (app) => {
    const returns = createReturnsService({ database: app.database, portfolios: app.portfolios });
    await registerApi(app, returnsRoutes, { returns });
  },
  { name: 'portfolio-returns', fastify: '5.x', dependencies: ['portfolios'] },
);
