import type ExcelJS from 'exceljs';
import type { Locale } from '@sahm/contracts/common';
import type { CellValue, ColumnKind, Sheet } from './columns.ts';

/** Riyadh keeps UTC+3 all year: an instant's wall-clock time there, as Excel's zone-less date. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

const formats: Record<ColumnKind, string | undefined> = {
  text: undefined,
  integer: '#,##0',
  // Prices and per-share rates keep up to six decimals; at least two are shown.
  number: '#,##0.00####',
  money: '#,##0.00',
  // The API's percents are already × 100 (12.5 means 12.5 %): shown with the sign, not rescaled.
  percent: '0.00"%"',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

const widths: Record<ColumnKind, number> = { text: 24, integer: 12, number: 14, money: 16, percent: 11, date: 12, datetime: 17 };

/** The spreadsheet is a view: decimal strings become numbers there, the JSON and CSV keep the digits. */
function cell(kind: ColumnKind, v: CellValue): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return null;
  switch (kind) {
    case 'text':
      return String(v);
    case 'date':
      return new Date(`${String(v).slice(0, 10)}T00:00:00Z`);
    case 'datetime':
      return new Date(Date.parse(String(v)) + RIYADH_OFFSET_MS);
    default:
      return typeof v === 'number' ? v : Number(v);
  }
}

/**
 * A sheet as an .xlsx workbook: real numeric and date cells with each column's format, the header
 * row in the chosen language (bold, frozen), right to left for Arabic. exceljs is loaded on the
 * first export, not at start-up.
 */
export async function sheetXlsx<Row>(lang: Locale, sheet: Sheet<Row>): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  book.creator = 'Sahm';
  const ws = book.addWorksheet(sheet.name[lang].slice(0, 31), {
    views: [{ rightToLeft: lang === 'ar', state: 'frozen', ySplit: 1 }],
  });
  ws.columns = sheet.columns.map((c) => ({
    key: c.key,
    width: c.width ?? Math.max(widths[c.kind], c.header[lang].length + 2),
    ...(formats[c.kind] ? { style: { numFmt: formats[c.kind] } } : {}),
  }));
  const header = ws.addRow(sheet.columns.map((c) => c.header[lang]));
  header.font = { bold: true };
  header.eachCell((c) => (c.numFmt = '@'));
  for (const row of sheet.rows) ws.addRow(sheet.columns.map((c) => cell(c.kind, c.value(row))));
  return Buffer.from(await book.xlsx.writeBuffer());
}
