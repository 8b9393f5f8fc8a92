import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { exportRoutes } from './routes.ts';
import { createExportService } from './service.ts';

/** CSV and Excel files of the portfolio tables, the screen and the news list, from the services their reads use. */
export const dataExportModule = fp(
  async (app) => {
    const exports = createExportService({ portfolios: app.portfolios, screener: app.screener, news: app.news });
    await registerApi(app, exportRoutes, { exports });
  },
  { name: 'data-export', fastify: '5.x', dependencies: ['portfolios', 'screener', 'news'] },
);
