import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { outboxPageRoutes } from './outbox-page.ts';
import { devOutboxRoutes } from './routes.ts';
import { createMessaging, type Messaging } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail and SMS senders (SMTP and the gateway, or the local outbox), built once; the account flows and the forms send through them. */
    messaging: Messaging;
  }
}

/**
 * Builds the senders once and shares them with the app; outside production, serves the outbox
 * to developers. The mail transport closes once the messages sent after an answer have gone.
 */
export const messagingModule = fp(
  async (app) => {
    const messaging = createMessaging({ config: app.config, database: app.database, log: app.log });
    app.decorate('messaging', messaging);
    app.addHook('onClose', async () => {
      await app.background.settled();
      messaging.close();
    });
    if (app.config.env !== 'production') {
      await registerApi(app, devOutboxRoutes, { messaging });
      await app.register(outboxPageRoutes, { messaging });
    }
  },
  { name: 'messaging', fastify: '5.x' },
);
