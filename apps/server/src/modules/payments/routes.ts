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
import { caller } from '../../platform/route-access.ts';
import type { PaymentService } from './service.ts';

const tags = ['payments'];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** Promo codes, the server's quote, and recording a card payment (spec §7). */
export async function paymentRoutes(app: FastifyInstance, { payments }: { payments: PaymentService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
    (req) => payments.applyPromo(caller(req).sub, req.body),
  );

  r.get(
    '/payments/config',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Which card provider the browser talks to', response: { 200: paymentConfigSchema } },
    },
    () => payments.config(),
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
    (req) => payments.quote(caller(req).sub, req.body),
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
    (req) =>
      payments.record({
        userId: caller(req).sub,
        paymentId: req.body.payment_id,
        packagePriceId: req.body.package_price_guid,
        promoCodeId: req.body.promo_code_guid,
      }),
  );
}
