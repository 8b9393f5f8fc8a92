import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { invoices } from '../../db/schema/payments.ts';
import { packages } from '../../db/schema/plans.ts';

const invoiceRows = (db: Db) =>
  db
    .select({
      number: invoices.number,
      userId: invoices.userId,
      issuedAt: invoices.issuedAt,
      packageSlug: invoices.packageSlug,
      period: invoices.period,
      subtotal: invoices.subtotal,
      vat: invoices.vat,
      total: invoices.total,
      isPaid: invoices.isPaid,
      nameAr: packages.nameAr,
      nameEn: packages.nameEn,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(invoices)
    .innerJoin(packages, eq(packages.slug, invoices.packageSlug))
    .innerJoin(users, eq(users.id, invoices.userId));
export type InvoiceRow = Awaited<ReturnType<typeof invoiceRows>>[number];

export const userInvoices = (db: Db, userId: string): Promise<InvoiceRow[]> =>
  invoiceRows(db).where(eq(invoices.userId, userId)).orderBy(desc(invoices.number));

export const findInvoice = async (db: Db, number: number): Promise<InvoiceRow | undefined> =>
  (await invoiceRows(db).where(eq(invoices.number, number)))[0];

export type NewInvoice = typeof invoices.$inferInsert;

/** Inserts an invoice, numbered by the sequence; one with a payment only if that payment has none yet (a retried recording). */
export async function insertInvoice(db: Db, invoice: NewInvoice): Promise<void> {
  const insert = db.insert(invoices).values(invoice);
  await (invoice.paymentId
    ? insert.onConflictDoNothing({ target: invoices.paymentId, where: sql`${invoices.paymentId} IS NOT NULL` })
    : insert);
}

/** The subscription an invoice already names for this payment. */
export async function subscriptionOfPaymentInvoice(db: Db, paymentId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ subscriptionId: invoices.subscriptionId })
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), isNotNull(invoices.subscriptionId)));
  return row?.subscriptionId ?? undefined;
}
