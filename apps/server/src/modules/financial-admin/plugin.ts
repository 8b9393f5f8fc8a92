import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { BULK_FILE_MAX_BYTES } from '@sahm/contracts/company-admin';
import { registerApi } from '../../platform/api-routes.ts';
import { financialAdminRoutes } from './routes.ts';
import { createFinancialAdminService } from './service.ts';

/**
 * The back office's calls on financial statements. Multipart parsing is registered in this
 * module's scope, with the limits of the back office's other files; changes are announced on the
 * company data events.
 */
export const financialAdminModule = fp(
  async (app) => {
    const admin = createFinancialAdminService({
      database: app.database,
      events: app.companyData,
      onError: (err) => app.log.error({ err }, 'the ratio initialisation failed'),
    });
    // A run under way stops between two stocks before the database closes.
    app.addHook('onClose', () => admin.ratioRun.stop());
    await registerApi(
      app,
      async (api) => {
        await api.register(multipart, { limits: { fileSize: BULK_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
        await api.register(financialAdminRoutes, { admin });
      },
      {},
    );
  },
  { name: 'financial-admin', fastify: '5.x', dependencies: ['company-admin'] },
);
