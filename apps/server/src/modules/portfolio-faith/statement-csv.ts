import type { Locale } from '@sahm/contracts/common';
import type { PortfolioPurification } from '@sahm/contracts/portfolio-income';
import { csvRows } from '../../platform/spreadsheet/csv.ts';
import { messages } from './messages.ts';

/** The statement's columns, in order: one row per stretch held, then one total row per provider. */
export const CSV_COLUMNS = [
  'provider',
  'symbol',
  'company',
  'reason',
  'status',
  'rate',
  'rateDate',
  'from',
  'to',
  'days',
  'shares',
  'spanAmount',
  'daysHeld',
  'amount',
] as const;

/**
 * The purification statement as CSV, with the same figures as the JSON, to the digit: a header
 * row in the statement's language, a row per stretch held (the holding's days held and amount
 * repeated on each of its rows), and a total row per provider. UTF-8 with a byte-order mark so
 * spreadsheets read the Arabic; CRLF line ends.
 */
export function purificationCsv(lang: Locale, data: PortfolioPurification): string {
  const t = (key: Parameters<typeof messages.t>[1]) => messages.t(lang, key);
  const rows: (string | number | null)[][] = [CSV_COLUMNS.map((c) => t(c))];
  for (const p of data.providers) {
    for (const h of p.holdings)
      for (const s of h.spans)
        rows.push([
          p.provider,
          h.stock.symbol_code,
          h.stock.company_name,
          h.reason,
          h.status,
          h.rate_per_share,
          h.rate_date,
          s.from,
          s.to,
          s.days,
          s.shares,
          s.amount,
          h.days_held,
          h.amount,
        ]);
    rows.push([p.provider, null, t('total'), null, null, null, null, null, null, null, null, null, null, p.total]);
  }
  return csvRows(rows);
}
