import { buildUrl } from '../../../shared/api/api-client.ts';
import { env } from '../../../shared/config/env.ts';
import { getSession } from '../../../shared/auth/session.ts';
import { readStoredLocale } from '../../../shared/i18n/locale.ts';

/** POST /subscriptions/invoice/{number}/ — the PDF, saved as invoice.pdf through an object URL. */
export async function downloadInvoicePdf(number: number): Promise<void> {
  const headers = new Headers({
    Accept: 'application/pdf',
    'Accept-Language': readStoredLocale(),
    'Content-Type': 'application/json',
    'X-App-Token': env.appToken,
  });
  const token = getSession().accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(buildUrl(`/subscriptions/invoice/${number}/`), { method: 'POST', headers, body: '{}' });
  if (!response.ok) throw new Error(`Invoice ${number} could not be downloaded (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
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
