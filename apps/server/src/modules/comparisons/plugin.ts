import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { comparisonsRoutes } from './routes.ts';
import { createComparisonsService } from './service.ts';

/** Comparisons over the stored indicators; drops its copies on this process's own company-data writes. */
export const comparisonsModule = fp(
  async (app) => {
    const comparisons = createComparisonsService({ database: app.database, stocks: app.stocks });
    app.companyData.on(() => comparisons.invalidate());
    await registerApi(app, comparisonsRoutes, { comparisons });
  },
  { name: 'comparisons', fastify: '5.x', dependencies: ['stocks', 'company-admin'] },
);
