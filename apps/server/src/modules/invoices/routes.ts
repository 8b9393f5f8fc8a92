import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { invoiceListSchema, invoiceNumberParamsSchema } from '@sahm/contracts/plans';
import { userGuidParamsSchema } from '@sahm/contracts/users';
import { requestLocale } from '../../platform/locale.ts';
import { caller } from '../../platform/route-access.ts';
import type { InvoiceService } from './service.ts';

const tags = ['plans'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: validationErrorSchema };

/** Invoices: the user's list, the PDF of one (owner only), and any user's list for admins. */
export async function invoiceRoutes(app: FastifyInstance, { invoices }: { invoices: InvoiceService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/subscriptions/invoices',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'The signed-in user’s invoices, newest first', response: { 200: invoiceListSchema, ...errors } },
    },
    (req) => invoices.list(requestLocale(req), caller(req).sub),
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
    (req) => invoices.list(requestLocale(req), req.params.guid),
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
      const pdf = await invoices.pdf(caller(req).sub, req.params.number);
      // The route's schemas describe its JSON errors only; a Buffer is sent as it is, unserialised.
      const body = pdf as never;
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="invoice.pdf"')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
