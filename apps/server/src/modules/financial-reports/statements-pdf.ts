import React from 'react';
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { TEMPLATES } from '../../domain/statements/templates.ts';
import {
  STATEMENT_KINDS,
  type Family,
  type LineItem,
  type PeriodLabel,
  type StatementKind,
  type Values,
} from '../../domain/statements/template-types.ts';
import { ARABIC_FIRST, LATIN_FIRST } from '../../platform/pdf-fonts.ts';
import { messages } from './messages.ts';
import { reportFigure } from './report-figures.ts';
import type { Language } from './report-slots.ts';

/** What one period's statements report is drawn from. */
export type StatementsReport = {
  language: Language;
  companyName: string;
  symbol: string;
  family: Family;
  year: number;
  period: PeriodLabel;
  endDate: string;
  isDemo: boolean;
  statements: Partial<Record<StatementKind, Values>>;
};

const s = StyleSheet.create({
  page: { paddingTop: 36, paddingHorizontal: 36, paddingBottom: 56, fontSize: 9, color: '#1b1b1f' },
  title: { fontSize: 16, fontWeight: 700, color: '#0503A3' },
  company: { fontSize: 13, fontWeight: 700, marginTop: 4 },
  meta: { marginTop: 3, color: '#5b5e71' },
  section: { fontSize: 11, fontWeight: 700, marginTop: 16, marginBottom: 4, color: '#0503A3' },
  head: { borderBottomWidth: 1, borderColor: '#0503A3', fontWeight: 700 },
  row: { paddingVertical: 2.5, borderBottomWidth: 0.5, borderColor: '#e3e5ef', alignItems: 'flex-end' },
  // Fixed widths (A4 less the margins): a growing Text cell does not grow in a right-to-left row.
  label: { width: 413 },
  // Figures read left to right in both languages, so parentheses are not mirrored.
  figure: { width: 110, direction: 'ltr', textAlign: 'right', fontFamily: LATIN_FIRST },
  total: { fontWeight: 700 },
  footer: { position: 'absolute', bottom: 24, left: 36, right: 36, fontSize: 8, color: '#5b5e71' },
});

const h = React.createElement;
type Style = Record<string, unknown>;
// react-pdf's Text props are a union with SVG text; one typed helper keeps the casts in one place.
const text = (styles: (Style | false | undefined)[], content: string) => h(Text, { style: styles.filter(Boolean) as never }, content);
/** Keeps a Latin run (a date, a year) in its own order inside Arabic text. */
const ltr = (t: string) => `\u200E${t}\u200E`;

/** One period's three statements as a PDF in one language: each statement a table of its line items, children indented. */
export async function renderStatementsPdf(r: StatementsReport): Promise<Buffer> {
  const rtl = r.language === 'ar';
  const t = (key: Parameters<typeof messages.t>[1], params?: Record<string, string | number>) => messages.t(r.language, key, params);
  const dir: Style = rtl
    ? { direction: 'rtl', textAlign: 'right', fontFamily: ARABIC_FIRST }
    : { direction: 'ltr', textAlign: 'left', fontFamily: LATIN_FIRST };
  const line = (style: Style, content: string) => text([dir, style], content);
  const row = (key: string, style: Style, ...cells: React.ReactNode[]) =>
    // Right to left, the label is the right-hand cell and the figure the left-hand one.
    h(View, { key, style: [s.row, style, { flexDirection: rtl ? 'row-reverse' : 'row' }] as never, wrap: false }, ...cells);
  const column = `${t(r.period)} ${r.year}`;
  const depths = (items: readonly LineItem[], depth = 0): [LineItem, number][] =>
    items.flatMap((i) => [[i, depth] as [LineItem, number], ...depths(i.children, depth + 1)]);

  const table = (kind: StatementKind) => {
    const values = r.statements[kind] ?? {};
    const rows = depths(TEMPLATES[r.family][kind]).filter(([item]) => values[item.key] !== undefined);
    return h(
      View,
      { key: kind },
      // A heading at the foot of a page moves to the next with its first rows.
      h(Text, { style: [dir, s.section] as never, minPresenceAhead: 60 }, t(kind)),
      row('head', s.head, line(s.label, t('lineItem')), text([s.figure], column)),
      rows.length === 0
        ? line(s.meta, t('noFigures'))
        : rows.map(([item, depth]) => {
            const total = item.children.length > 0 || item.sum_of.length > 0;
            return row(
              item.key,
              {},
              line(
                { ...s.label, [rtl ? 'paddingRight' : 'paddingLeft']: depth * 12, ...(total ? s.total : {}) },
                rtl ? item.label_ar : item.label_en,
              ),
              text([s.figure, total && s.total], reportFigure(values[item.key]!, item.unit)),
            );
          }),
    );
  };

  const date = rtl ? ltr(r.endDate) : r.endDate;
  const doc = h(
    Document,
    { title: `${r.companyName} — ${t('reportTitle')} ${column}`, author: r.companyName, language: r.language },
    h(
      Page,
      { size: 'A4', style: s.page },
      line(s.title, t('reportTitle')),
      line(s.company, `${r.companyName} (${r.symbol})`),
      line(s.meta, t('periodOfYear', { period: t(r.period), year: rtl ? ltr(String(r.year)) : r.year })),
      line(s.meta, t('periodEnded', { date })),
      line(s.meta, t('units')),
      ...STATEMENT_KINDS.map(table),
      h(
        View,
        { style: [s.footer, { flexDirection: rtl ? 'row-reverse' : 'row', justifyContent: 'space-between' }] as never, fixed: true },
        line({}, r.isDemo ? t('demoFooter') : ''),
        h(Text, { render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => `${pageNumber} / ${totalPages}` }),
      ),
    ),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}
