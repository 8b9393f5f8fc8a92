import type { Locale } from '@sahm/contracts/common';
import { halalasToSar } from '@sahm/contracts/money';
import type { Invoice, InvoiceList } from '@sahm/contracts/plans';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { pick } from '../../platform/locale.ts';
import { messages } from './messages.ts';
import { findInvoice, userInvoices, type InvoiceRow } from './queries.ts';

export type InvoiceService = ReturnType<typeof createInvoiceService>;

const periodNames = { MONTHLY: ['Monthly', 'شهري'], YEARLY: ['Yearly', 'سنوي'], NO_PERIOD: ['Free trial', 'تجربة مجانية'] } as const;
const statusNames = { PAID: ['Paid', 'مدفوعة'], UNPAID: ['Unpaid', 'غير مدفوعة'], TRIAL: ['Trial', 'تجريبية'] } as const;

function toInvoice(locale: Locale, r: InvoiceRow): Invoice {
  return {
    number: r.number,
    issue_date: r.issuedAt.toISOString(),
    total: halalasToSar(r.total),
    vat: halalasToSar(r.vat),
    is_paid: r.isPaid,
    plan: { slug: r.packageSlug, name: pick(locale, r.nameAr, r.nameEn), period: r.period },
  };
}

/** A user's invoices, and one invoice as a PDF for its owner only. */
export function createInvoiceService({ database, seller }: { database: Database; seller: Config['invoices'] }) {
  return {
    async list(locale: Locale, userId: string): Promise<InvoiceList> {
      return { items: (await userInvoices(database.db, userId)).map((row) => toInvoice(locale, row)) };
    },

    async pdf(userId: string, number: number): Promise<Buffer> {
      const invoice = await findInvoice(database.db, number);
      // Someone else's invoice answers as if it did not exist.
      if (!invoice || invoice.userId !== userId) throw messages.error(404, 'invoiceNotFound');
      // A tax invoice documents a sale; a free trial has no price, VAT or payment to document.
      if (invoice.isPaid === 'TRIAL') throw messages.error(409, 'trialHasNoDocument');
      // Loaded on the first invoice: the PDF renderer takes a second or two to load, and every
      // server start (and every server test file) would pay for it otherwise.
      const { renderInvoicePdf } = await import('./invoice-pdf.ts');
      return renderInvoicePdf({
        number: invoice.number,
        issuedAt: invoice.issuedAt,
        seller: { nameAr: seller.sellerNameAr, nameEn: seller.sellerNameEn, vatNumber: seller.vatNumber, address: seller.address },
        customer: { name: `${invoice.firstName} ${invoice.lastName}`, email: invoice.email },
        item: {
          nameAr: `الباقة ${invoice.nameAr}`,
          nameEn: `${invoice.nameEn} package`,
          periodAr: periodNames[invoice.period][1],
          periodEn: periodNames[invoice.period][0],
        },
        subtotal: invoice.subtotal,
        vat: invoice.vat,
        total: invoice.total,
        status: { en: statusNames[invoice.isPaid][0], ar: statusNames[invoice.isPaid][1] },
      });
    },
  };
}
