import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { deactivationRequestSchema, messageSchema, newsletterSchema, trialRequestSchema } from '@sahm/contracts/users';
import { requestLocale } from '../../platform/locale.ts';
import type { PublicFormService } from './service.ts';

const tags = ['public forms'];
const errors = { 422: validationErrorSchema, 429: errorSchema, 502: errorSchema };
const sender = (req: FastifyRequest) => ({ locale: requestLocale(req), ip: req.ip });

/** The landing page's newsletter and book-a-trial forms, and the account deletion request. */
export async function publicFormRoutes(app: FastifyInstance, { forms }: { forms: PublicFormService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/integrations/getresponse/subscribe',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Newsletter sign-up (idempotent)', body: newsletterSchema, response: { 200: messageSchema, ...errors } },
    },
    (req) => forms.subscribe(req.body, sender(req)),
  );

  r.post(
    '/trial-requests',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Book a trial (stored for the sales team)',
        body: trialRequestSchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await forms.requestTrial(req.body, sender(req))),
  );

  r.post(
    '/users/deactivation-requests',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Ask for an account to be closed; confirmed by email',
        body: deactivationRequestSchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await forms.requestDeactivation(req.body, sender(req))),
  );
}
