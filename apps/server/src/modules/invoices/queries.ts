import type { Locale } from '@sahm/contracts/common';
import { halalasToSar } from '@sahm/contracts/money';
import type { Invoice } from '@sahm/contracts/plans';
import type { Queryable } from '../../db/client.ts';
import { pick } from '../../platform/locale.ts';

export type InvoiceRow = {
  number: number;
  user_id: string;
  issued_at: Date | string;
  package_slug: string;
  period: Invoice['plan']['period'];
  subtotal: number;
  vat: number;
  total: number;
  is_paid: Invoice['is_paid'];
  name_ar: string;
  name_en: string;
  first_name: string;
  last_name: string;
  email: string;
};

const select = `SELECT i.number, i.user_id, i.issued_at, i.package_slug, i.period, i.subtotal, i.vat, i.total, i.is_paid,
                       p.name_ar, p.name_en, u.first_name, u.last_name, u.email
                  FROM invoices i JOIN packages p ON p.slug = i.package_slug JOIN users u ON u.id = i.user_id`;

export const userInvoices = (db: Queryable, userId: string) =>
  db.query<InvoiceRow>(`${select} WHERE i.user_id = $1 ORDER BY i.number DESC`, [userId]);

export const findInvoice = async (db: Queryable, number: number) =>
  (await db.query<InvoiceRow>(`${select} WHERE i.number = $1`, [number]))[0];

export function toInvoice(locale: Locale, r: InvoiceRow): Invoice {
  return {
    number: r.number,
    issue_date: new Date(r.issued_at).toISOString(),
    total: halalasToSar(r.total),
    vat: halalasToSar(r.vat),
    is_paid: r.is_paid,
    plan: { slug: r.package_slug, name: pick(locale, r.name_ar, r.name_en), period: r.period },
  };
}

/** The zero-amount invoice that records a trial (the spec's "trial" label). */
export async function issueTrialInvoice(db: Queryable, userId: string, subscriptionId: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO invoices (user_id, subscription_id, issued_at, package_slug, period, subtotal, vat, total, is_paid) VALUES ($1, $2, $3, 'PROFESSIONAL', 'NO_PERIOD', 0, 0, 0, 'TRIAL')`,
    [userId, subscriptionId, at],
  );
}
