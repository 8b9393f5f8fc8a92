import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { invoiceRoutes } from './routes.ts';
import { createInvoiceService } from './service.ts';

/** Builds the invoice service once and serves the invoice lists and PDFs. */
export const invoicesModule = fp(
  async (app) => {
    const invoices = createInvoiceService({ database: app.database, seller: app.config.invoices });
    await registerApi(app, invoiceRoutes, { invoices });
  },
  { name: 'invoices', fastify: '5.x' },
);
