import type { Locale } from '@sahm/contracts/common';

/**
 * How a column is written. Numbers arrive as the API gives them (decimal strings for money, so
 * the CSV keeps every digit); the workbook turns them into numeric cells with the kind's format.
 * 'date' is a day (YYYY-MM-DD), 'datetime' an ISO instant, shown in Riyadh time in the workbook.
 */
export type ColumnKind = 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'integer';

export type CellValue = string | number | null | undefined;

export type Column<Row> = {
  key: string;
  header: Record<Locale, string>;
  kind: ColumnKind;
  value: (row: Row) => CellValue;
  /** Characters; each kind has a sensible default. */
  width?: number;
};

/** One table to write: its sheet name (Excel allows 31 characters), its columns and rows. */
export type Sheet<Row> = {
  name: Record<Locale, string>;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
};

export const spreadsheetFormats = ['csv', 'xlsx'] as const;
export type SpreadsheetFormat = (typeof spreadsheetFormats)[number];
