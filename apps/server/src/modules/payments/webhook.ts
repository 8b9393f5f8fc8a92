import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { paymentIdSchema } from '@sahm/contracts/payments';
import { messages } from './messages.ts';
import type { PaymentProvider } from './provider.ts';
import type { PaymentService } from './service.ts';

const webhookSchema = z
  .object({ type: z.string().max(100), secret_token: z.string().max(1000), data: z.object({ id: paymentIdSchema }).loose() })
  .loose();

/** The provider needs to know the notice landed, nothing about the customer's plan or invoice. */
const webhookAnswerSchema = z.object({
  ok: z.literal(true),
  ignored: z.string().optional(),
  payment_id: z.string().optional(),
  status: z.enum(['paid', 'failed']).optional(),
});

/**
 * POST /webhooks/payments: the provider's notice that a payment completed, so a plan starts even
 * if the buyer closed the tab. The body only names the payment; everything else is fetched from
 * the provider and checked as for the browser's call.
 */
export async function paymentWebhookRoutes(
  app: FastifyInstance,
  { provider, payments }: { provider: PaymentProvider; payments: PaymentService },
): Promise<void> {
  const secret = Buffer.from(app.config.payments.webhookSecret);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/webhooks/payments',
    {
      schema: {
        tags: ['payments'],
        summary: 'Provider webhook',
        body: webhookSchema,
        response: { 200: webhookAnswerSchema, 400: errorSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (req) => {
      const got = Buffer.from(req.body.secret_token);
      if (got.length !== secret.length || !timingSafeEqual(got, secret)) throw messages.error(401, 'webhookSecretWrong');
      if (req.body.type !== 'payment_paid') return { ok: true as const, ignored: req.body.type };
      const payment = await provider.fetchPayment(req.body.data.id);
      if (!payment) throw messages.error(400, 'paymentUnknown');
      const m = payment.metadata;
      if (!m.user_id || !m.package_price_guid) throw messages.error(400, 'paymentMismatch');
      const outcome = await payments.record({
        userId: m.user_id,
        paymentId: payment.id,
        packagePriceId: m.package_price_guid,
        promoCodeId: m.promo_code_guid || null,
      });
      return { ok: true as const, payment_id: outcome.payment_id, status: outcome.status };
    },
  );
}
