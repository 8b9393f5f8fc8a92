import React from 'react';
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { zatcaQrPayload } from './zatca-qr.ts';
import { halalasToSar as sar } from '@sahm/contracts/money';
import { ARABIC_FIRST, LATIN_FIRST } from '../../platform/pdf-fonts.ts';

export type InvoiceData = {
  number: number;
  issuedAt: Date;
  seller: { nameAr: string; nameEn: string; vatNumber: string; address: string };
  customer: { name: string; email: string };
  item: { nameAr: string; nameEn: string; periodAr: string; periodEn: string };
  /** Halalas. */
  subtotal: number;
  vat: number;
  total: number;
  status: { ar: string; en: string };
};

const s = StyleSheet.create({
  page: { padding: 36, fontFamily: LATIN_FIRST, fontSize: 10, color: '#1b1b1f' },
  row: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
  ar: { direction: 'rtl', textAlign: 'right', fontFamily: ARABIC_FIRST },
  title: { fontSize: 16, fontWeight: 700, color: '#0503A3' },
  box: { borderWidth: 1, borderColor: '#d6d8e6', borderRadius: 6, padding: 10, marginTop: 14 },
  cell: { paddingVertical: 4 },
  total: { fontSize: 12, fontWeight: 700 },
  muted: { color: '#5b5e71' },
});

const h = React.createElement;
type Style = Record<string, unknown>;
// react-pdf's Text props are a union with SVG text; one typed helper keeps the casts in one place.
const text = (styles: (Style | undefined)[], content: string) => h(Text, { style: styles.filter(Boolean) as never }, content);
/** A line with the English on the left and the Arabic on the right. */
const pair = (en: string, ar: string, style?: Style) => h(View, { style: [s.row, s.cell] }, text([style], en), text([s.ar, style], ar));
const amountRow = (en: string, ar: string, value: string, style?: Style) =>
  h(
    View,
    { style: [s.row, s.cell] },
    text([{ width: '38%' }, style], en),
    text([{ width: '24%', textAlign: 'center' }, style], `SAR ${value}`),
    text([s.ar, { width: '38%' }, style], ar),
  );
/** Keeps a Latin run (a date, a number with separators) in its own order inside Arabic text. */
const ltr = (text: string) => `\u200E${text}\u200E`;

/** The simplified tax invoice as a PDF: both languages side by side, VAT shown, the ZATCA QR code. */
export async function renderInvoicePdf(d: InvoiceData): Promise<Buffer> {
  const timestamp = d.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const qr = await QRCode.toDataURL(
    zatcaQrPayload({ seller: d.seller.nameAr, vatNumber: d.seller.vatNumber, timestamp, total: sar(d.total), vat: sar(d.vat) }),
    { margin: 1, width: 240 },
  );
  const date = d.issuedAt.toISOString().slice(0, 10);
  const doc = h(
    Document,
    { title: `Invoice ${d.number}`, author: d.seller.nameEn },
    h(
      Page,
      { size: 'A4', style: s.page },
      h(View, { style: s.row }, text([s.title], 'Simplified Tax Invoice'), text([s.title, s.ar], 'فاتورة ضريبية مبسطة')),
      h(
        View,
        { style: s.box },
        pair(d.seller.nameEn, d.seller.nameAr, { fontWeight: 700 }),
        pair(`VAT number: ${d.seller.vatNumber}`, `الرقم الضريبي: ${d.seller.vatNumber}`),
        pair(d.seller.address, d.seller.address, s.muted),
      ),
      h(
        View,
        { style: s.box },
        pair(`Invoice number: ${d.number}`, `رقم الفاتورة: ${d.number}`),
        pair(`Issue date: ${date}`, `تاريخ الإصدار: ${ltr(date)}`),
        pair(`Customer: ${d.customer.name}`, `العميل: ${d.customer.name}`),
        pair(d.customer.email, d.customer.email, s.muted),
        pair(`Status: ${d.status.en}`, `الحالة: ${d.status.ar}`),
      ),
      h(
        View,
        { style: s.box },
        pair(`${d.item.nameEn} — ${d.item.periodEn}`, `${d.item.nameAr} — ${d.item.periodAr}`, { fontWeight: 700 }),
        amountRow('Amount before VAT', 'المبلغ قبل الضريبة', sar(d.subtotal)),
        amountRow('VAT (15%)', 'ضريبة القيمة المضافة (15%)', sar(d.vat)),
        amountRow('Total including VAT', 'الإجمالي شامل الضريبة', sar(d.total), s.total),
      ),
      h(View, { style: { marginTop: 18, alignItems: 'center' } }, h(Image, { src: qr, style: { width: 120, height: 120 } })),
    ),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}
