import React from 'react';
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { Locale } from '@sahm/contracts/common';
import type { PortfolioPurification } from '@sahm/contracts/portfolio-income';
import { ARABIC_FIRST, LATIN_FIRST } from '../../platform/pdf-fonts.ts';
import { messages } from './messages.ts';

export type PurificationStatement = { language: Locale; portfolioName: string; data: PortfolioPurification };

const s = StyleSheet.create({
  page: { padding: 32, fontSize: 8.5, color: '#1b1b1f' },
  title: { fontSize: 16, fontWeight: 700, color: '#0503A3' },
  meta: { marginTop: 4, color: '#5b5e71' },
  method: { marginTop: 10, marginBottom: 6, lineHeight: 1.25 },
  provider: { fontSize: 11, fontWeight: 700, marginTop: 12, marginBottom: 4 },
  row: { paddingVertical: 3, borderBottomWidth: 0.5, borderColor: '#e3e5ef' },
  head: { fontWeight: 700, backgroundColor: '#f1f2f8' },
  total: { fontWeight: 700, marginTop: 4 },
  note: { marginTop: 14, color: '#5b5e71' },
});

const h = React.createElement;
type Style = Record<string, unknown>;
/** Keeps a Latin run (a date, a figure) in its own order inside Arabic text. */
const ltr = (t: string) => `\u200E${t}\u200E`;

/** Column widths (points) of the table: company, basis, rate, rate date, from, to, days, shares, stretch amount, holding amount. */
// They fill the landscape page's width inside its margins (842 − 2 × 32).
const WIDTHS = [150, 100, 74, 68, 68, 68, 40, 56, 80, 74] as const;

/**
 * The year's purification statement as a PDF in one language (Arabic right to left): the method,
 * then per provider a table with every stretch held, its days, shares and amount, and each
 * holding's rate, screening date and total, so the reader can redo every product by hand.
 */
export async function renderPurificationPdf({ language, portfolioName, data }: PurificationStatement): Promise<Buffer> {
  const rtl = language === 'ar';
  const t = (key: Parameters<typeof messages.t>[1], params?: Record<string, string | number>) => messages.t(language, key, params);
  const dir: Style = rtl
    ? { direction: 'rtl', textAlign: 'right', fontFamily: ARABIC_FIRST }
    : { direction: 'ltr', textAlign: 'left', fontFamily: LATIN_FIRST };
  const line = (style: Style, content: string) => h(Text, { style: [dir, style] as never }, content);
  const figureStyle: Style = { direction: 'ltr', fontFamily: LATIN_FIRST, textAlign: rtl ? 'right' : 'left' };
  const cell = (i: number, content: string, figure: boolean) =>
    h(Text, { key: i, style: [figure ? figureStyle : dir, { width: WIDTHS[i], paddingHorizontal: 2 }] as never }, content);
  const tableRow = (key: string, cells: (readonly [string, boolean])[], extra: Style = {}) =>
    h(
      View,
      { key, style: [s.row, extra, { flexDirection: rtl ? 'row-reverse' : 'row' }] as never, wrap: false },
      ...cells.map(([c, figure], i) => cell(i, c, figure)),
    );
  const header = tableRow(
    'head',
    (['company', 'reason', 'rate', 'rateDate', 'from', 'to', 'days', 'shares', 'spanAmount', 'amount'] as const).map(
      (k) => [t(k), false] as const,
    ),
    s.head,
  );
  const num = (v: string) => (rtl ? ltr(v) : v);

  const providers = data.providers.map((p) =>
    h(
      View,
      { key: p.provider },
      line(s.provider, `${t('provider')}: ${t(p.provider)}`),
      header,
      ...p.holdings.flatMap((hd) =>
        hd.spans.map((span, i) =>
          tableRow(`${hd.stock.guid}-${i}`, [
            [i === 0 ? `${hd.stock.company_name} (${hd.stock.symbol_code})` : '', false],
            [i === 0 ? t(hd.reason) : '', false],
            [i === 0 ? (hd.rate_per_share ?? '—') : '', true],
            [i === 0 ? (hd.rate_date ?? '—') : '', true],
            [span.from, true],
            [span.to, true],
            [String(span.days), true],
            [String(span.shares), true],
            [span.amount, true],
            [i === hd.spans.length - 1 ? hd.amount : '', true],
          ]),
        ),
      ),
      p.holdings.length ? null : line({}, t('noHoldings')),
      line(s.total, `${t('total')} (${t(p.provider)}): ${num(p.total)} ${t('currency')}`),
    ),
  );

  const doc = h(
    Document,
    { title: `${t('statementTitle', { year: data.year })} — ${portfolioName}`, author: 'Sahm', language },
    h(
      Page,
      { size: 'A4', orientation: 'landscape', style: s.page },
      line(s.title, t('statementTitle', { year: data.year })),
      line(s.meta, `${t('portfolio')}: ${portfolioName}`),
      line(
        s.meta,
        `${t('period')}: ${t('periodRange', { from: num(`${data.year}-01-01`), to: num(data.through) })} · ${t('daysInYear')}: ${num(String(data.days_in_year))}`,
      ),
      line(s.method, t('method', { days: data.days_in_year })),
      ...providers,
      line(s.note, t('scholarNote')),
    ),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}
