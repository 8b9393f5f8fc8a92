import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { deactivationRequestSchema, messageSchema, newsletterSchema, trialRequestSchema } from '@sahm/contracts/users';
import { limitForm, type FormLimit } from '../../platform/attempt-limits.ts';
import { requestLocale } from '../../platform/locale.ts';
import { translate } from '../../platform/messages.ts';
import { deactivationEmail } from '../messaging/templates.ts';
import type { Mailer } from '../messaging/mail.ts';
import type { NewsletterProvider } from './newsletter.ts';

const errors = { 422: validationErrorSchema, 429: errorSchema, 502: errorSchema };

/**
 * Each form per typed email and per client address in an hour: a person needs one or two, and
 * nobody can make us write to someone else's mailbox (or the sales team's list) thirty times.
 */
export const publicFormLimits = {
  newsletter: { perRecipient: 3, perAddress: 10, windowSeconds: 3600 },
  trial: { perRecipient: 3, perAddress: 10, windowSeconds: 3600 },
  deactivation: { perRecipient: 3, perAddress: 10, windowSeconds: 3600 },
} as const satisfies Record<string, FormLimit>;

/** The landing page's newsletter and book-a-trial forms, and the account deletion request. */
export async function publicFormRoutes(app: FastifyInstance, opts: { newsletter: NewsletterProvider; mailer: Mailer }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database;
  const tags = ['public forms'];
  const limit = (form: keyof typeof publicFormLimits, req: FastifyRequest, recipient: string) =>
    limitForm(app.rateCounter, form, { recipient, ip: req.ip }, publicFormLimits[form]);

  r.post(
    '/integrations/getresponse/subscribe',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Newsletter sign-up (idempotent)', body: newsletterSchema, response: { 200: messageSchema, ...errors } },
    },
    async (req) => {
      const locale = requestLocale(req);
      await limit('newsletter', req, req.body.email);
      const known = await db.query(`SELECT 1 FROM newsletter_subscribers WHERE lower(email) = lower($1)`, [req.body.email]);
      if (!known.length) {
        await opts.newsletter.subscribe(req.body.email, locale);
        await db.query(
          `INSERT INTO newsletter_subscribers (id, email, locale, delivered_to) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
          [randomUUID(), req.body.email, locale, opts.newsletter.kind],
        );
      }
      return { message: translate(locale, 'newsletterThanks') };
    },
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
    async (req, reply) => {
      const b = req.body;
      await limit('trial', req, b.email);
      await db.query(`INSERT INTO trial_requests (id, name, email, phone_number, message, locale) VALUES ($1, $2, $3, $4, $5, $6)`, [
        randomUUID(),
        b.name,
        b.email,
        b.phone_number ?? null,
        b.message ?? null,
        requestLocale(req),
      ]);
      return reply.status(201).send({ message: translate(requestLocale(req), 'trialRequestThanks') });
    },
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
    async (req, reply) => {
      const locale = requestLocale(req);
      await limit('deactivation', req, req.body.email);
      await db.query(`INSERT INTO deactivation_requests (id, email, reason, locale) VALUES ($1, $2, $3, $4)`, [
        randomUUID(),
        req.body.email,
        req.body.reason ?? null,
        locale,
      ]);
      await opts.mailer.send(deactivationEmail(locale, req.body.email));
      return reply.status(201).send({ message: translate(locale, 'deactivationReceived') });
    },
  );
}
