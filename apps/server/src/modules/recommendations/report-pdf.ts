import React from 'react';
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { Locale } from '@sahm/contracts/common';
import type { Rating } from '@sahm/contracts/recommendations';
import { ARABIC_FIRST, LATIN_FIRST } from '../../platform/pdf-fonts.ts';
import { messages } from './messages.ts';

/** What a generated report is drawn from: the recommendation, named in the report's language. */
export type RecommendationReport = {
  language: Locale;
  firmName: string;
  companyName: string;
  symbol: string;
  ratingDate: string;
  prevRating: Rating | null;
  rating: Rating;
  ratingPrice: string;
  targetPrice: string;
  changeValue: string;
  changeRatio: string;
  isDemo: boolean;
};

const s = StyleSheet.create({
  page: { padding: 40, fontSize: 10, color: '#1b1b1f' },
  title: { fontSize: 18, fontWeight: 700, color: '#0503A3' },
  company: { fontSize: 13, fontWeight: 700, marginTop: 6 },
  summary: { marginTop: 14, marginBottom: 10, lineHeight: 1.5 },
  row: { paddingVertical: 5, borderBottomWidth: 0.5, borderColor: '#e3e5ef' },
  label: { width: 300, color: '#5b5e71' },
  value: { width: 215, fontWeight: 700 },
  figure: { width: 215, fontWeight: 700, direction: 'ltr', fontFamily: LATIN_FIRST },
  note: { marginTop: 18, color: '#5b5e71' },
  footer: { position: 'absolute', bottom: 28, left: 40, right: 40, fontSize: 8, color: '#5b5e71' },
});

const h = React.createElement;
type Style = Record<string, unknown>;
/** Keeps a Latin run (a date, a figure) in its own order inside Arabic text. */
const ltr = (t: string) => `\u200E${t}\u200E`;

/** One recommendation as a one-page PDF in one language; Arabic reads right to left. */
export async function renderRecommendationPdf(r: RecommendationReport): Promise<Buffer> {
  const rtl = r.language === 'ar';
  const t = (key: Parameters<typeof messages.t>[1], params?: Record<string, string | number>) => messages.t(r.language, key, params);
  const dir: Style = rtl
    ? { direction: 'rtl', textAlign: 'right', fontFamily: ARABIC_FIRST }
    : { direction: 'ltr', textAlign: 'left', fontFamily: LATIN_FIRST };
  const line = (style: Style, content: string) => h(Text, { style: [dir, style] as never }, content);
  const figure = (value: string) => h(Text, { style: [s.figure, { textAlign: rtl ? 'right' : 'left' }] as never }, value);
  const row = (key: string, label: string, value: React.ReactNode) =>
    h(View, { key, style: [s.row, { flexDirection: rtl ? 'row-reverse' : 'row' }] as never, wrap: false }, line(s.label, label), value);
  const num = (v: string) => (rtl ? ltr(v) : v);

  const doc = h(
    Document,
    { title: `${t('reportTitle')} — ${r.companyName} — ${r.ratingDate}`, author: r.firmName, language: r.language },
    h(
      Page,
      { size: 'A4', style: s.page },
      line(s.title, t('reportTitle')),
      line(s.company, `${r.companyName} (${r.symbol})`),
      line(
        s.summary,
        t('summary', {
          firm: r.firmName,
          stock: r.companyName,
          rating: t(r.rating),
          price: num(r.ratingPrice),
          target: num(r.targetPrice),
          ratio: num(r.changeRatio),
        }),
      ),
      row('date', t('ratingDate'), figure(r.ratingDate)),
      row('firm', t('researchFirm'), line(s.value, r.firmName)),
      row('prev', t('prevRating'), line(s.value, r.prevRating ? t(r.prevRating) : t('none'))),
      row('rating', t('rating'), line(s.value, t(r.rating))),
      row('price', t('ratingPrice'), figure(r.ratingPrice)),
      row('target', t('targetPrice'), figure(r.targetPrice)),
      row('change', t('changeValue'), figure(r.changeValue)),
      row('ratio', t('changeRatio'), figure(r.changeRatio)),
      line(s.note, t('disclaimer')),
      h(View, { style: s.footer, fixed: true }, line({}, r.isDemo ? t('demoFooter') : '')),
    ),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}
