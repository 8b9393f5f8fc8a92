import type ExcelJS from 'exceljs';
import { locales, type Locale } from '@sahm/contracts/common';
import { allItems } from '../../domain/statements/line-items.ts';
import { FIRST_PERIOD_COLUMN, SHEET_HEADER, statementOfSheet } from '../../domain/statements/sheet-layout.ts';
import type { SheetInput, SheetRow } from '../../domain/statements/sheet-checks.ts';
import { fromStored, type UploadUnit } from '../../domain/statements/sheet-units.ts';
import { TEMPLATES } from '../../domain/statements/templates.ts';
import { STATEMENT_KINDS, type Family, type StatementKind, type Values } from '../../domain/statements/template-types.ts';
import { cellText } from '../company-admin/index.ts';
import { messages } from './messages.ts';

/**
 * Statement sheets as workbooks: written (the published templates and the extracts, in one layout
 * so an extract edited and uploaded again round-trips) and read (an upload's worksheets, as the
 * checks take them).
 */

/** More rows than any template has, with room for notes: the rest of a worksheet is not read. */
const MAX_ROWS = 500;
const MAX_COLUMNS = 200;

const PROBLEM_HEADINGS = new Set(locales.map((l) => messages.t(l, 'problemColumn')));

export function statementSheets(workbook: ExcelJS.Workbook): Partial<Record<StatementKind, SheetInput>> {
  const out: Partial<Record<StatementKind, SheetInput>> = {};
  for (const ws of workbook.worksheets) {
    const statement = statementOfSheet(ws.name, STATEMENT_KINDS);
    if (!statement || out[statement]) continue;
    const width = Math.min(ws.columnCount, MAX_COLUMNS);
    const text = (r: number, c: number) => cellText(ws.getRow(r).getCell(c).value);
    // A marked-up copy, corrected and sent again, still has its problem column: not a period.
    const headers = Array.from({ length: Math.max(0, width - FIRST_PERIOD_COLUMN + 1) }, (_, i) => ({
      col: FIRST_PERIOD_COLUMN + i,
      text: text(1, FIRST_PERIOD_COLUMN + i),
    })).filter((h) => !PROBLEM_HEADINGS.has(h.text));
    const rows: SheetRow[] = [];
    for (let r = 2; r <= Math.min(ws.rowCount, MAX_ROWS); r += 1) {
      const cells = new Map<number, string>();
      for (const { col } of headers) cells.set(col, text(r, col));
      const key = text(r, 1);
      if (key === '' && [...cells.values()].every((v) => v === '')) continue;
      rows.push({ row: r, key, cells });
    }
    out[statement] = { headers, rows };
  }
  return out;
}

export type SheetColumn = { header: string; values?: Readonly<Record<StatementKind, Values>> };

const BOLD = { bold: true } as const;

async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Sahm';
  return workbook;
}

const toBuffer = async (workbook: ExcelJS.Workbook): Promise<Buffer> => Buffer.from(await workbook.xlsx.writeBuffer());

/** A family's three statements over `columns`: empty cells for a template, stored figures for an extract. */
export async function writeStatementSheets(family: Family, columns: readonly SheetColumn[], unit: UploadUnit): Promise<Buffer> {
  const workbook = await newWorkbook();
  for (const statement of STATEMENT_KINDS) {
    const ws = workbook.addWorksheet(statement);
    ws.addRow([...SHEET_HEADER, ...columns.map((c) => c.header)]).font = BOLD;
    for (const item of allItems(TEMPLATES[family][statement])) {
      const figures = columns.map((c) => {
        const v = c.values?.[statement]?.[item.key];
        // A number cell, so the figure can be worked on; its text is exact for every stored value.
        return v === undefined ? null : Number(fromStored(v, item.unit, unit));
      });
      const row = ws.addRow([item.key, item.label_ar, item.label_en, ...figures]);
      if (item.children.length || item.sum_of.length) row.font = BOLD;
    }
    ws.columns.forEach((col, i) => (col.width = i === 0 ? 44 : i < FIRST_PERIOD_COLUMN - 1 ? 48 : 16));
    ws.views = [{ state: 'frozen', xSplit: FIRST_PERIOD_COLUMN - 1, ySplit: 1 }];
  }
  const about = workbook.addWorksheet('readme');
  for (const line of readme(family, unit)) about.addRow([line]);
  about.getColumn(1).width = 120;
  return toBuffer(workbook);
}

/** What the layout asks, in both languages, on a worksheet the upload does not read. */
const readme = (family: Family, unit: UploadUnit): string[] => [
  `family / الفئة: ${family}; unit / الوحدة: ${unit}`,
  'One worksheet per statement: income_statement, balance_sheet, cash_flow. Row 1: key | label_ar | label_en | one column per period, headed <financial year>-<period> (2025-ANNUAL, 2025-H1, 2025-Q3).',
  'ورقة عمل لكل قائمة. الصف الأول: المفتاح | الاسم بالعربية | الاسم بالإنجليزية | عمود لكل فترة بعنوان <السنة المالية>-<الفترة> (2025-ANNUAL أو 2025-H1 أو 2025-Q3).',
  'Money figures in the unit named when uploading (SAR, SAR_THOUSANDS or SAR_MILLIONS), each a whole number of thousands of riyals; per-share figures in riyals with at most 2 decimals; share counts in whole shares. Every line item needs a figure in every period; totals must equal the sum of their parts.',
  'المبالغ بالوحدة المحددة عند الرفع، وكل منها عدد صحيح من آلاف الريالات؛ أرقام السهم الواحد بالريال بحد أقصى منزلتين عشريتين؛ عدد الأسهم عدد صحيح. لكل بند رقم في كل فترة، ويجب أن يساوي كل مجموع مجموع مكوناته.',
];

export type MarkedProblem = { statement: StatementKind; row: number | null; col: number | null; key: string | null; text: string };

const RED = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } } as const;

/**
 * The uploaded workbook with each refused cell (or row) filled red and a "problem" column saying
 * why; problems of rows the sheet lacks are added below its last row, and of missing worksheets in
 * a worksheet of their own.
 */
export async function markUp(workbook: ExcelJS.Workbook, problems: readonly MarkedProblem[], locale: Locale): Promise<Buffer> {
  const heading = messages.t(locale, 'problemColumn');
  for (const statement of STATEMENT_KINDS) {
    const mine = problems.filter((p) => p.statement === statement);
    if (mine.length === 0) continue;
    const ws = workbook.worksheets.find((w) => statementOfSheet(w.name, STATEMENT_KINDS) === statement) ?? workbook.addWorksheet(statement);
    const problemCol = Math.max(ws.columnCount, FIRST_PERIOD_COLUMN - 1) + 1;
    ws.getRow(1).getCell(problemCol).value = heading;
    ws.getRow(1).getCell(problemCol).font = BOLD;
    ws.getColumn(problemCol).width = 80;
    let next = Math.max(ws.rowCount, 1) + 1;
    const added = new Map<string, number>();
    for (const p of mine) {
      let row = p.row;
      if (row === null) {
        const key = p.key ?? '';
        row = added.get(key) ?? next++;
        added.set(key, row);
        if (key) ws.getRow(row).getCell(1).value = key;
      }
      const cell = ws.getRow(row).getCell(p.col ?? 1);
      cell.fill = RED;
      const note = ws.getRow(row).getCell(problemCol);
      note.value = note.value ? `${String(note.value)}; ${p.text}` : p.text;
      note.fill = RED;
    }
  }
  return toBuffer(workbook);
}
