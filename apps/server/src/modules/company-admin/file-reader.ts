import type ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { BULK_FILE_MAX_ROWS } from '@sahm/contracts/company-admin';
import { messages } from './messages.ts';
import { checkZip } from './zip-guard.ts';

/**
 * The one reader of the back office's bulk files: a CSV (UTF-8, with or without a byte-order mark)
 * or an Excel workbook (its first sheet), told apart by content, never by name or declared type.
 * Gives each data row as text by column name, so every import validates rows the same way. A file
 * it cannot take is refused whole: 415 for another type, 422 when unreadable, empty, too long or
 * with the wrong columns.
 */
export type TableRow = Record<string, string>;

/** What a workbook may unpack to: a 2 MB XLSX of 5,000 rows is a few megabytes of XML. */
const WORKBOOK_MAX_UNPACKED = 40 * 1024 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const tableType = () => messages.error(415, 'tableType');
const unreadable = (reason: string) => messages.error(422, 'tableUnreadable', { reason });

/** A record of the file and the line it starts on (as a spreadsheet numbers its rows). */
type FileRecord = { line: number; cells: string[] };

function csvRecords(file: Buffer, maxRows: number): FileRecord[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw tableType();
  }
  // Binary files decode as UTF-8 now and then; a NUL never belongs in a CSV.
  if (text.includes('\u0000')) throw tableType();
  try {
    // One row past the limit is enough to know it is over.
    const records = parse(text, { bom: true, skip_empty_lines: true, trim: true, to: maxRows + 2, info: true }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return records.map((r) => ({ line: r.info.lines, cells: r.record }));
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw unreadable(line ? `CSV, line ${line}` : 'CSV');
  }
}

/** A cell as text: dates as YYYY-MM-DD, formulas by their result, rich text and links by their text. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

/** An uploaded workbook, opened once the zip is known safe: 415 when it is no zip, 422 when it is not a readable XLSX. */
export async function loadWorkbook(file: Buffer): Promise<ExcelJS.Workbook> {
  if (!file.subarray(0, 4).equals(ZIP_MAGIC)) throw messages.error(415, 'workbookType');
  const refusal = checkZip(file, WORKBOOK_MAX_UNPACKED);
  if (refusal === 'too_large') throw messages.error(422, 'workbookTooLarge');
  if (refusal) throw unreadable('XLSX');
  // Loaded on the first workbook, as the PDF renderer is: it takes a second to load.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw unreadable('XLSX');
  }
  return workbook;
}

async function workbookRecords(file: Buffer, maxRows: number): Promise<FileRecord[]> {
  const workbook = await loadWorkbook(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable('XLSX');
  const records: FileRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (records.length > maxRows + 1) return;
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) cells.push(cellText(row.getCell(c).value));
    if (cells.some((c) => c !== '')) records.push({ line: row.number, cells });
  });
  return records;
}

export type TableOptions = {
  /** More data rows than this refuse the file (the back office's limit by default). */
  maxRows?: number;
  /** Other names a column may be headed by (a template in another language), lower case → column. */
  aliases?: Readonly<Record<string, string>>;
};

/** The file's data rows by column; the header must name exactly `columns` (any order, any case). */
export async function readTable(file: Buffer, columns: readonly string[], opts: TableOptions = {}): Promise<TableRow[]> {
  return (await readNumberedTable(file, columns, opts)).map((r) => r.row);
}

/** The same, each row with the line (CSV) or row (XLSX) it is on, blank lines counted, as the user sees the file. */
export async function readNumberedTable(
  file: Buffer,
  columns: readonly string[],
  opts: TableOptions = {},
): Promise<{ line: number; row: TableRow }[]> {
  const maxRows = opts.maxRows ?? BULK_FILE_MAX_ROWS;
  const isZip = file.subarray(0, 4).equals(ZIP_MAGIC);
  const [head, ...body] = isZip ? await workbookRecords(file, maxRows) : csvRecords(file, maxRows);
  if (!head || body.length === 0) throw messages.error(422, 'tableEmpty');
  if (body.length > maxRows) throw messages.error(422, 'tooManyRows', { max: maxRows });
  const header = head.cells.map((h) => h.trim().toLowerCase()).map((h) => opts.aliases?.[h] ?? h);
  // Trailing empty header cells come from sheets with formatting past the data.
  while (header.length > 0 && header.at(-1) === '') header.pop();
  const missing = columns.filter((c) => !header.includes(c));
  if (missing.length > 0) throw messages.error(422, 'missingColumns', { columns: missing.join(', ') });
  const unknown = header.filter((h) => !columns.includes(h));
  if (unknown.length > 0) throw messages.error(422, 'unknownColumns', { columns: unknown.slice(0, 10).join(', ') });
  return body.map(({ line, cells }) => ({ line, row: Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? '').trim()])) }));
}
