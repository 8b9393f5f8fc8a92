import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  paymentConfigSchema,
  paymentRecordSchema,
  paymentResultSchema,
  promoApplySchema,
  promoResultSchema,
  quoteRequestSchema,
  quoteSchema,
} from '@sahm/contracts/payments';
import { currentUser } from '../../platform/auth.ts';
import { usablePromo } from './promo.ts';
import { issueQuote, quoteFor, toQuote } from './quote.ts';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** Promo codes, the server's quote, and recording a card payment (spec §7). */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database;
  const tags = ['payments'];

  r.post(
    '/promo-code/apply',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Check a promo code (for a package price when given)',
        body: promoApplySchema,
        response: { 200: promoResultSchema, ...errors },
      },
    },
    async (req) => {
      const user = currentUser(req);
      let period: string | undefined;
      if (req.body.package_price_guid)
        period = (await quoteFor(db, { userId: user.sub, packagePriceId: req.body.package_price_guid })).period;
      const promo = await usablePromo(db, { code: req.body.code, userId: user.sub, period });
      return { guid: promo.id, code: promo.code, unit: promo.unit, amount: promo.amount, billing_period: promo.billing_period };
    },
  );

  r.get(
    '/payments/config',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Which card provider the browser talks to', response: { 200: paymentConfigSchema } },
    },
    async () => ({
      provider: app.payments.provider.kind,
      publishable_key: app.payments.provider.publishableKey,
      form_url: app.payments.provider.formUrl,
    }),
  );

  r.post(
    '/payments/quote',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The amount the server will accept, in halalas, with its parts; honoured until expires_at for a payment naming quote_guid',
        body: quoteRequestSchema,
        response: { 200: quoteSchema, ...errors },
      },
    },
    async (req) =>
      toQuote(
        await issueQuote(db, {
          userId: currentUser(req).sub,
          packagePriceId: req.body.package_price_guid,
          promoCodeId: req.body.promo_code_guid,
        }),
      ),
  );

  r.post(
    '/payments',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Record a completed card payment (verified with the provider)',
        body: paymentRecordSchema,
        response: { 200: paymentResultSchema, ...errors },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return app.payments.service.record({
        userId: user.sub,
        paymentId: req.body.payment_id,
        packagePriceId: req.body.package_price_guid,
        promoCodeId: req.body.promo_code_guid,
      });
    },
  );
}
