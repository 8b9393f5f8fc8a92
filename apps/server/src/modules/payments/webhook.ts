import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../platform/errors.ts';

const webhookSchema = z.object({ type: z.string(), secret_token: z.string(), data: z.object({ id: z.string().min(1) }).loose() }).loose();

/**
 * POST /webhooks/payments: the provider's notice that a payment completed, so a plan starts even
 * if the buyer closed the tab. The body only names the payment; everything else is fetched from
 * the provider and checked as for the browser's call.
 */
export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  const secret = Buffer.from(app.config.payments.webhookSecret);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/webhooks/payments', { schema: { tags: ['payments'], summary: 'Provider webhook', body: webhookSchema } }, async (req) => {
      const got = Buffer.from(req.body.secret_token);
      if (got.length !== secret.length || !timingSafeEqual(got, secret)) throw new ApiError(401, 'webhookSecretWrong');
      if (req.body.type !== 'payment_paid') return { ok: true, ignored: req.body.type };
      const payment = await app.payments.provider.fetchPayment(req.body.data.id);
      if (!payment) throw new ApiError(400, 'paymentUnknown');
      const m = payment.metadata;
      if (!m.user_id || !m.package_price_guid) throw new ApiError(400, 'paymentMismatch');
      const outcome = await app.payments.service.record({
        userId: m.user_id,
        paymentId: payment.id,
        packagePriceId: m.package_price_guid,
        promoCodeId: m.promo_code_guid || null,
      });
      return { ok: true, ...outcome };
    });
}
