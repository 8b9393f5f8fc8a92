import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { invoiceListSchema, invoiceNumberParamsSchema } from '@sahm/contracts/plans';
import { userGuidParamsSchema } from '@sahm/contracts/users';
import { currentUser } from '../../platform/auth.ts';
import { ApiError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { findInvoice, toInvoice, userInvoices } from './queries.ts';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
const periodNames = { MONTHLY: ['Monthly', 'شهري'], YEARLY: ['Yearly', 'سنوي'], NO_PERIOD: ['Free trial', 'تجربة مجانية'] } as const;
const statusNames = { PAID: ['Paid', 'مدفوعة'], UNPAID: ['Unpaid', 'غير مدفوعة'], TRIAL: ['Trial', 'تجريبية'] } as const;

/** Invoices: the user's list, the PDF of one (owner only), and any user's list for admins. */
export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database;
  const tags = ['plans'];

  r.get(
    '/subscriptions/invoices',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'The signed-in user’s invoices, newest first', response: { 200: invoiceListSchema, ...errors } },
    },
    async (req) => ({
      items: (await userInvoices(db, currentUser(req).sub)).map((i) => toInvoice(requestLocale(req), i)),
    }),
  );

  r.get(
    '/subscriptions/:guid/invoices',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'A user’s invoices (SUPER_ADMIN)',
        params: userGuidParamsSchema,
        response: { 200: invoiceListSchema, ...errors },
      },
    },
    async (req) => ({ items: (await userInvoices(db, req.params.guid)).map((i) => toInvoice(requestLocale(req), i)) }),
  );

  r.post(
    '/subscriptions/invoice/:number',
    // The 200 answer is a PDF, not JSON: only the errors have schemas.
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The invoice as a PDF (invoice.pdf); only its owner may have it',
        params: invoiceNumberParamsSchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const invoice = await findInvoice(db, req.params.number);
      // Someone else's invoice answers as if it did not exist.
      if (!invoice || invoice.user_id !== user.sub) throw new ApiError(404, 'invoiceNotFound');
      const seller = app.config.invoices;
      const pdf = await renderInvoicePdf({
        number: invoice.number,
        issuedAt: new Date(invoice.issued_at),
        seller: { nameAr: seller.sellerNameAr, nameEn: seller.sellerNameEn, vatNumber: seller.vatNumber, address: seller.address },
        customer: { name: `${invoice.first_name} ${invoice.last_name}`, email: invoice.email },
        item: {
          nameAr: `الباقة ${invoice.name_ar}`,
          nameEn: `${invoice.name_en} package`,
          periodAr: periodNames[invoice.period][1],
          periodEn: periodNames[invoice.period][0],
        },
        subtotal: invoice.subtotal,
        vat: invoice.vat,
        total: invoice.total,
        status: { en: statusNames[invoice.is_paid][0], ar: statusNames[invoice.is_paid][1] },
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="invoice.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf as never);
    },
  );
}
