import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { financialsRoutes } from './routes.ts';
import { createFinancialsService, type FinancialsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Financial statements' reads; writes of statements call its invalidate(). */
    financials: FinancialsService;
  }
}

/** Builds the statements' reads over the stock snapshot and drops their copies on this process's own company-data writes. */
export const financialsModule = fp(
  async (app) => {
    const financials = createFinancialsService({ database: app.database, stocks: app.stocks });
    app.decorate('financials', financials);
    app.companyData.on(() => financials.invalidate());
    await registerApi(app, financialsRoutes, { financials });
  },
  { name: 'financials', fastify: '5.x', dependencies: ['stocks', 'company-admin'] },
);
