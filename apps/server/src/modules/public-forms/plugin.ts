import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { getResponseNewsletter, localNewsletter } from './newsletter.ts';
import { publicFormRoutes } from './routes.ts';
import { createPublicFormService } from './service.ts';

/** Builds the public forms' service once (GetResponse when configured, our own list otherwise) and serves the forms. */
export const publicFormsModule = fp(
  async (app) => {
    const n = app.config.newsletter;
    const newsletter =
      n.apiKey && n.listId ? getResponseNewsletter({ apiUrl: n.apiUrl, apiKey: n.apiKey, listId: n.listId }, app.log) : localNewsletter;
    const forms = createPublicFormService({ database: app.database, newsletter, mailer: app.messaging.mailer, counter: app.rateCounter });
    await registerApi(app, publicFormRoutes, { forms });
  },
  { name: 'public-forms', fastify: '5.x', dependencies: ['messaging'] },
);
