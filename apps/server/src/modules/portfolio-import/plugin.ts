import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES } from '@sahm/contracts/portfolio-import';
import { registerApi } from '../../platform/api-routes.ts';
import { importRoutes } from './routes.ts';
import { createImportService } from './service.ts';

/** Portfolio trades from CSV or Excel files, written through the portfolios module's lock and rules. Multipart in this scope only. */
export const portfolioImportModule = fp<{ now?: () => Date }>(
  async (app, opts) => {
    const imports = createImportService({
      database: app.database,
      portfolios: app.portfolios,
      stocks: app.stocks,
      calendar: app.calendar,
      now: opts.now ?? (() => new Date()),
    });
    await registerApi(
      app,
      async (api) => {
        await api.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
        await api.register(importRoutes, { imports });
      },
      {},
    );
  },
  { name: 'portfolio-import', fastify: '5.x', dependencies: ['portfolios', 'stocks', 'markets'] },
);
