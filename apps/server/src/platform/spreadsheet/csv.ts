import type { Locale } from '@sahm/contracts/common';
import type { CellValue, Sheet } from './columns.ts';

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export const csvField = (v: CellValue): string => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * A spreadsheet reads a text cell starting with = + - @ (or a tab or carriage return) as a
 * formula; a leading apostrophe keeps such text (a title, a name) plain.
 */
export const csvText = (s: string): string => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/**
 * Rows as CSV: UTF-8 with a byte-order mark so spreadsheets read the Arabic, CRLF line ends.
 * Numbers go out as the API gives them (plain decimals, never grouped), dates as ISO.
 */
export function csvRows(rows: readonly (readonly CellValue[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A sheet as CSV: the header row in the chosen language, then a row per item. */
export function sheetCsv<Row>(lang: Locale, sheet: Sheet<Row>): string {
  const header = sheet.columns.map((c) => c.header[lang]);
  const body = sheet.rows.map((row) =>
    sheet.columns.map((c) => {
      const v = c.value(row);
      return c.kind === 'text' && typeof v === 'string' ? csvText(v) : v;
    }),
  );
  return csvRows([header, ...body]);
}
