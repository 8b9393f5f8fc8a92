import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { BULK_FILE_MAX_BYTES } from '@sahm/contracts/company-admin';
import { registerApi } from '../../platform/api-routes.ts';
import { createCompanyDataEvents, type CompanyDataEvents } from './company-data-events.ts';
import { companyAdminRoutes } from './routes.ts';
import { createCompanyAdminService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Company data changed by the back office: readers drop their cached copies of the stock's data. */
    companyData: CompanyDataEvents;
  }
}

/**
 * The back office's writes to company data. Multipart parsing is registered here, in this
 * module's scope only, with limits no upload of it needs more than (each route asks less).
 */
export const companyAdminModule = fp(
  async (app) => {
    const events = createCompanyDataEvents((err) => app.log.error({ err }, 'a company data listener failed'));
    app.decorate('companyData', events);
    const admin = createCompanyAdminService({ database: app.database, events });
    await registerApi(
      app,
      async (api) => {
        await api.register(multipart, { limits: { fileSize: BULK_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
        await api.register(companyAdminRoutes, { admin });
      },
      {},
    );
  },
  { name: 'company-admin', fastify: '5.x', dependencies: ['stocks', 'users'] },
);
