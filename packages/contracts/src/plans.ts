import { z } from 'zod';
import { guidSchema, unsignedSarSchema } from './common.ts';
import { planSchema } from './identity.ts';

export const billingPeriods = ['MONTHLY', 'YEARLY', 'NO_PERIOD'] as const;
export const billingPeriodSchema = z.enum(billingPeriods);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/** A price of a package: SAR with two decimals (a string, never a float, on the way in). */
export const packagePriceSchema = z.object({ guid: guidSchema, period: billingPeriodSchema, price: unsignedSarSchema });
export type PackagePrice = z.infer<typeof packagePriceSchema>;

export const packageFeatureSchema = z.object({ name: z.string(), order: z.number().int(), is_included: z.boolean() });

export const packageSchema = z.object({
  guid: guidSchema,
  /** BASIC, ADVANCE, PROFESSIONAL or CORPORATE. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The corporate package has no price: it is sold by email. */
  contact_email: z.string().nullable(),
  prices: z.array(packagePriceSchema),
  feature_mapping: z.array(packageFeatureSchema),
});
export type Package = z.infer<typeof packageSchema>;
export const packageListSchema = z.object({ items: z.array(packageSchema) });

export const subscriptionStatuses = ['ACTIVE', 'EXPIRED', 'REPLACED'] as const;

export const subscriptionSchema = z.object({
  guid: guidSchema,
  status: z.enum(subscriptionStatuses),
  started_at: z.iso.datetime({ offset: true }),
  /** Null for the open-ended BASIC plan. */
  ended_at: z.iso.datetime({ offset: true }).nullable(),
  remaining_days: z.number().int(),
  /** Unused value of a paid period, SAR with two decimals, credited against an upgrade. */
  remaining_credit: unsignedSarSchema,
  previous_package: z.object({ slug: planSchema.or(z.string()), name: z.string() }).nullable(),
  package_price: z.object({
    guid: guidSchema,
    period: billingPeriodSchema,
    price: unsignedSarSchema,
    slug: z.string(),
    package: z.object({ name: z.string(), description: z.string() }),
  }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.object({ items: z.array(subscriptionSchema) });

export const invoiceStatuses = ['PAID', 'UNPAID', 'TRIAL'] as const;
export const invoiceSchema = z.object({
  number: z.number().int(),
  issue_date: z.iso.datetime({ offset: true }),
  /** SAR with two decimals, VAT included. */
  total: unsignedSarSchema,
  vat: unsignedSarSchema,
  is_paid: z.enum(invoiceStatuses),
  plan: z.object({ slug: z.string(), name: z.string(), period: billingPeriodSchema }),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ items: z.array(invoiceSchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;
export const invoiceNumberParamsSchema = z.object({ number: z.coerce.number().int().min(1) });

/** POST /subscriptions/admin/{userGuid}/package (SUPER_ADMIN): moves the user to a plan now; paid plans for a year, BASIC open-ended. */
export const adminPackageMoveSchema = z.object({ slug: planSchema });
export type AdminPackageMove = z.infer<typeof adminPackageMoveSchema>;
