import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { screenerRoutes } from './routes.ts';
import { createScreenerService, type ScreenerService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The screener: the data-export module files its answers. */
    screener: ScreenerService;
  }
}

/** The screener over the stock snapshot and the stored indicators; drops its figures on this process's own company-data writes. */
export const screenerModule = fp(
  async (app) => {
    const screener = createScreenerService({ database: app.database, stocks: app.stocks });
    app.companyData.on(() => screener.invalidate());
    app.decorate('screener', screener);
    await registerApi(app, screenerRoutes, { screener });
  },
  { name: 'screener', fastify: '5.x', dependencies: ['stocks', 'company-admin'] },
);
