import type { BillingPeriod } from '@sahm/contracts/plans';
import type { Db } from '../../db/client.ts';
import { insertInvoice, subscriptionOfPaymentInvoice } from './queries.ts';

/** The zero-amount invoice that records a trial (the spec's "trial" label). */
export async function issueTrialInvoice(db: Db, userId: string, subscriptionId: string, at: Date): Promise<void> {
  await insertInvoice(db, {
    userId,
    subscriptionId,
    issuedAt: at,
    packageSlug: 'PROFESSIONAL',
    period: 'NO_PERIOD',
    subtotal: 0,
    vat: 0,
    total: 0,
    isPaid: 'TRIAL',
  });
}

/** The paid invoice of a recorded payment, once per payment however often the recording is retried. Amounts in halalas. */
export async function issuePaidInvoice(
  db: Db,
  i: {
    userId: string;
    subscriptionId: string;
    paymentId: string;
    at: Date;
    slug: string;
    period: BillingPeriod;
    subtotal: number;
    vat: number;
    total: number;
  },
): Promise<void> {
  await insertInvoice(db, {
    userId: i.userId,
    subscriptionId: i.subscriptionId,
    paymentId: i.paymentId,
    issuedAt: i.at,
    packageSlug: i.slug,
    period: i.period,
    subtotal: i.subtotal,
    vat: i.vat,
    total: i.total,
    isPaid: 'PAID',
  });
}

/** The subscription an invoice already names for this payment (a crash after the invoice, before the link). */
export const invoicedSubscription = (db: Db, paymentId: string): Promise<string | undefined> => subscriptionOfPaymentInvoice(db, paymentId);
