import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { fundRoutes } from './routes.ts';
import { createFundService } from './service.ts';

/**
 * Builds the fund service once and serves the mutual-funds routes. No other module uses funds, so
 * the service stays inside (markets, by contrast, decorates the app with what others read).
 */
export const fundsModule = fp(
  async (app) => {
    const funds = createFundService({ database: app.database });
    await registerApi(app, fundRoutes, { funds });
  },
  { name: 'funds', fastify: '5.x' },
);
