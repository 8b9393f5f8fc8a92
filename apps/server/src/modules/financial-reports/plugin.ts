import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { registerApi } from '../../platform/api-routes.ts';
import { financialReportRoutes, REPORT_FILE_MAX_BYTES } from './routes.ts';
import { createFinancialReportsService } from './service.ts';

/**
 * Report files of financial statements: the readers' list and downloads, the back office's uploads.
 * Multipart parsing is registered in this module's scope only, no wider than its one upload needs.
 */
export const financialReportsModule = fp(
  async (app) => {
    const reports = createFinancialReportsService({ database: app.database, stocks: app.stocks, events: app.companyData });
    await registerApi(
      app,
      async (api) => {
        await api.register(multipart, { limits: { fileSize: REPORT_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
        await api.register(financialReportRoutes, { reports });
      },
      {},
    );
  },
  { name: 'financial-reports', fastify: '5.x', dependencies: ['stocks', 'company-admin'] },
);
