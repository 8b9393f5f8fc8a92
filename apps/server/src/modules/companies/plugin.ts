import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { companyRoutes } from './routes.ts';
import { createCompanyService, type CompanyService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Company pages' reads; administrative writes call its invalidate(). */
    companies: CompanyService;
  }
}

/** Builds the company service once over the stock snapshot, shares it (for invalidation), and serves the company routes. */
export const companiesModule = fp(
  async (app) => {
    const companies = createCompanyService({ database: app.database, stocks: app.stocks });
    app.decorate('companies', companies);
    // The data versions tell other processes; this process drops its copies at once, so an
    // administrator's edit shows on the next read rather than after the version's next check.
    app.companyData.on(({ kind }) => {
      companies.invalidate();
      if (kind === 'stock' || kind === 'logo' || kind === 'capital_changes' || kind === 'shareholders') app.stocks.invalidate();
    });
    await registerApi(app, companyRoutes, { companies });
  },
  { name: 'companies', fastify: '5.x', dependencies: ['stocks', 'company-admin'] },
);
