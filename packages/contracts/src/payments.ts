import { z } from 'zod';
import { guidSchema, unsignedSarSchema } from './common.ts';
import { billingPeriodSchema } from './plans.ts';

const sar = unsignedSarSchema;

export const promoApplySchema = z.object({ code: z.string().trim().min(1).max(40), package_price_guid: guidSchema.optional() });
export type PromoApply = z.infer<typeof promoApplySchema>;
export const promoResultSchema = z.object({
  guid: guidSchema,
  code: z.string(),
  unit: z.enum(['SAR', 'PERCENTAGE']),
  amount: sar,
  billing_period: billingPeriodSchema,
});
export type PromoResult = z.infer<typeof promoResultSchema>;

export const quoteRequestSchema = z.object({ package_price_guid: guidSchema, promo_code_guid: guidSchema.optional() });
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
/** What the server will charge for a package price, as the payment summary shows it. SAR strings; amount in halalas. */
export const quoteSchema = z.object({
  package_price_guid: guidSchema,
  price: sar,
  discount: sar,
  remaining_credit: sar,
  total: sar,
  vat: sar,
  /** The card amount in halalas, which the payment must match exactly. */
  amount: z.number().int(),
  currency: z.literal('SAR'),
  promo_code_guid: guidSchema.nullable(),
  /**
   * The stored quote: a payment whose provider metadata names it is accepted at this amount until
   * expires_at (30 minutes), even if the remaining credit has moved since.
   */
  quote_guid: guidSchema,
  expires_at: z.iso.datetime({ offset: true }),
});
export type Quote = z.infer<typeof quoteSchema>;

/** How the browser pays: the provider, its publishable key, and (sandbox) the hosted form's address. */
export const paymentConfigSchema = z.object({
  provider: z.enum(['sandbox', 'moyasar']),
  publishable_key: z.string(),
  form_url: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** Sent after the card provider reports completion (spec §7). The server re-checks all of it with the provider. */
/** A card provider's payment id: letters, digits, '_' and '-' (Moyasar's are UUIDs, the sandbox's sbx_…). */
export const paymentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

export const paymentRecordSchema = z.object({
  payment_id: paymentIdSchema,
  status: z.string().max(40),
  amount: z.coerce.number().int().min(0),
  package_price_guid: guidSchema,
  message: z.string().max(10_000).optional(),
  promo_code_guid: guidSchema.nullish(),
});
export const paymentResultSchema = z.object({
  payment_id: z.string(),
  status: z.enum(['paid', 'failed']),
  subscription_guid: guidSchema.nullable(),
  invoice_number: z.number().int().nullable(),
  message: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
