import type { FastifyReply } from 'fastify';
import type { Locale } from '@sahm/contracts/common';
import type { Sheet, SpreadsheetFormat } from './columns.ts';
import { sheetCsv } from './csv.ts';

export type SpreadsheetFile = { body: Buffer; contentType: string; disposition: string };

const contentTypes: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A sheet as a download in the asked format; `name` is the file name without extension (ASCII). */
export async function spreadsheetFile<Row>(
  format: SpreadsheetFormat,
  lang: Locale,
  name: string,
  sheet: Sheet<Row>,
): Promise<SpreadsheetFile> {
  const body = format === 'csv' ? Buffer.from(sheetCsv(lang, sheet), 'utf8') : await (await import('./xlsx.ts')).sheetXlsx(lang, sheet);
  return { body, contentType: contentTypes[format], disposition: `attachment; filename="${name}-${lang}.${format}"` };
}

/** Sends a file made here: a private download, its type not to be guessed. */
export const sendSpreadsheet = (reply: FastifyReply, file: SpreadsheetFile) =>
  reply
    .type(file.contentType)
    .header('content-disposition', file.disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
