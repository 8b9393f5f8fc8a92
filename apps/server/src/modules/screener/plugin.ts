import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { screenerRoutes } from './routes.ts';
import { createScreenerService } from './service.ts';

/** The screener over the stock snapshot and the stored indicators; drops its figures on this process's own company-data writes. */
export const screenerModule = fp(
  async (app) => {
    const screener = createScreenerService({ database: app.database, stocks: app.stocks });
    app.companyData.on(() => screener.invalidate());
    await registerApi(app, screenerRoutes, { screener });
  },
  { name: 'screener', fastify: '5.x', dependencies: ['stocks', 'company-admin'] },
);
