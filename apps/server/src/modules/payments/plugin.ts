import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { createPaymentProvider, type PaymentProvider } from './provider.ts';
import { paymentRoutes } from './routes.ts';
import { sandboxFormRoutes } from './sandbox-form.ts';
import { paymentService, type PaymentService } from './service.ts';
import { paymentWebhookRoutes } from './webhook.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card provider and the payment service; the process's reconciliation job runs the service. */
    payments: { provider: PaymentProvider; service: PaymentService };
  }
}

/**
 * Builds the card provider and the payment service once, and serves the payment routes, the
 * provider's webhook and, with the local sandbox, its hosted card form.
 */
export const paymentsModule = fp(
  async (app) => {
    const provider = createPaymentProvider(app.config, app.database.db);
    const payments = paymentService({ database: app.database, provider, log: app.log });
    app.decorate('payments', { provider, service: payments });
    await registerApi(app, paymentRoutes, { payments });
    await app.register(paymentWebhookRoutes, { provider, payments });
    if (app.config.payments.provider === 'sandbox') await app.register(sandboxFormRoutes);
  },
  { name: 'payments', fastify: '5.x' },
);
