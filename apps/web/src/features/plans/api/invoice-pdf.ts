import { apiDownload } from '../../../shared/api/api-client.ts';

/**
 * POST /subscriptions/invoice/{number}/ — the PDF, saved as invoice.pdf through an object URL.
 * Through the API client, so an expired token is refreshed and the request tried again; a
 * failure throws (silently: the caller says what went wrong).
 */
export async function downloadInvoicePdf(number: number): Promise<void> {
  const pdf = await apiDownload(`/subscriptions/invoice/${number}/`, { method: 'POST', body: {}, accept: 'application/pdf', silent: true });
  const url = URL.createObjectURL(pdf);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = 'invoice.pdf';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
