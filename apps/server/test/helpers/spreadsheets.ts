import type ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

/**
 * An expected cell, as the JSON read gives it: text, a number (a decimal string or a number),
 * a day (YYYY-MM-DD) or an instant (ISO). The CSV must hold it to the character, the workbook
 * as a numeric or date cell.
 */
export type Cell =
  { s: string | null | undefined } | { n: string | number | null | undefined } | { d: string | null | undefined } | { at: string };
export const s = (v: string | null | undefined): Cell => ({ s: v });
export const n = (v: string | number | null | undefined): Cell => ({ n: v });
export const d = (v: string | null | undefined): Cell => ({ d: v });
export const at = (v: string): Cell => ({ at: v });

export type Table = { headers: string[]; rows: Cell[][] };

const csvCell = (c: Cell): string => {
  const v = 's' in c ? c.s : 'n' in c ? c.n : 'd' in c ? c.d : c.at;
  if (v === null || v === undefined) return '';
  return 's' in c && /^[=+\-@\t\r]/.test(String(v)) ? `'${v}` : String(v);
};

export function expectCsv(res: LightMyRequestResponse, table: Table): void {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sahm-[\w-]+\.csv"$/);
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const rows = parse(res.rawPayload, { bom: true, relax_column_count: false }) as string[][];
  expect(rows[0]).toEqual(table.headers);
  expect(rows.slice(1)).toEqual(table.rows.map((r) => r.map(csvCell)));
}

const RIYADH_MS = 3 * 60 * 60 * 1000;

export async function expectXlsx(res: LightMyRequestResponse, table: Table, rightToLeft: boolean): Promise<void> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sahm-[\w-]+\.xlsx"$/);
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const ws = book.worksheets[0]!;
  expect(Boolean(ws.views[0]?.rightToLeft)).toBe(rightToLeft);
  expect(ws.rowCount).toBe(table.rows.length + 1);
  expect(table.headers.map((_, i) => ws.getRow(1).getCell(i + 1).value)).toEqual(table.headers);
  table.rows.forEach((expected, r) => {
    const row = ws.getRow(r + 2);
    expected.forEach((c, i) => {
      const got = row.getCell(i + 1);
      const where = `row ${r + 2} column ${i + 1} (${table.headers[i]})`;
      if ('s' in c) expect(got.value ?? null, where).toBe(c.s || null);
      else if ('n' in c) {
        if (c.n === null || c.n === undefined) expect(got.value, where).toBeNull();
        else {
          expect(got.value, where).toBe(Number(c.n));
          expect(got.numFmt, where).toMatch(/0/);
        }
      } else if ('d' in c) {
        if (!c.d) expect(got.value, where).toBeNull();
        else {
          expect(got.value, where).toBeInstanceOf(Date);
          expect((got.value as Date).toISOString().slice(0, 10), where).toBe(c.d);
          expect(got.numFmt, where).toBe('yyyy-mm-dd');
        }
      } else {
        expect(got.value, where).toBeInstanceOf(Date);
        // Excel keeps the wall-clock time in Riyadh, to the millisecond at best.
        expect(Math.abs((got.value as Date).getTime() - RIYADH_MS - Date.parse(c.at)), where).toBeLessThan(1000);
      }
    });
  });
}

/** The same export as CSV and as a workbook both equal `table`; `file` fetches one format. */
export async function expectBothFormats(
  file: (format: 'csv' | 'xlsx') => Promise<LightMyRequestResponse>,
  table: Table,
  lang: 'en' | 'ar',
): Promise<void> {
  expectCsv(await file('csv'), table);
  await expectXlsx(await file('xlsx'), table, lang === 'ar');
}
