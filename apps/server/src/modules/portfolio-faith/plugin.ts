import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { faithRoutes } from './routes.ts';
import { createFaithService } from './service.ts';

/** Purification and zakat per portfolio: reads the portfolios' ledgers and the stored company figures. */
export const portfolioFaithModule = fp<{ now?: () => Date }>(
  async (app, opts) => {
    const faith = createFaithService({
      database: app.database,
      stocks: app.stocks,
      portfolios: app.portfolios,
      now: opts.now ?? (() => new Date()),
    });
    await registerApi(app, faithRoutes, { faith });
  },
  { name: 'portfolio-faith', fastify: '5.x', dependencies: ['stocks', 'portfolios'] },
);
