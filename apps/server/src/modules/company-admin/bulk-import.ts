import type { z } from 'zod';
import type { Locale } from '@sahm/contracts/common';
import type { ImportReport } from '@sahm/contracts/company';
import type { Database } from '../../db/client.ts';
import { toValidationDetail } from '../../platform/validation-messages.ts';
import { toRawIssues } from '../../platform/validator.ts';
import { readTable, type TableRow } from './file-reader.ts';
import { messages } from './messages.ts';
import { marketExists, stocksOfMarket } from './queries.ts';
import type { Problem } from './rules.ts';

/**
 * A bulk file, all or nothing: every row is read and judged first (its shape by the contract, its
 * symbol code in the market, the entity's rules, then rules across rows); any refusal answers the
 * report with applied false and nothing written; otherwise the rows are applied in one transaction.
 */
export type ImportRow<T> = { row: number; stockId: string; code: string; value: T };
export type RowProblem = Problem & { row: number };

export type ImportPlan<T> = {
  columns: readonly string[];
  schema: z.ZodType<T>;
  /** The entity's rules on one row. */
  rowProblems: (value: T) => Problem[];
  /** Rules across the rows (duplicates, totals per stock). */
  fileProblems: (rows: ImportRow<T>[]) => Promise<RowProblem[]> | RowProblem[];
  apply: (rows: ImportRow<T>[]) => Promise<void>;
};

export class ImportRefused extends Error {
  constructor(readonly report: ImportReport) {
    super('import refused');
  }
}

/** Empty cells are absent fields, so optional columns may be left blank. */
const present = (row: TableRow) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== ''));

export async function runImport<T>(
  database: Database,
  locale: Locale,
  marketId: string,
  file: Buffer,
  plan: ImportPlan<T>,
): Promise<ImportReport> {
  if (!(await marketExists(database.db, marketId))) throw messages.error(404, 'marketNotFound');
  const table = await readTable(file, plan.columns);
  const stocks = await stocksOfMarket(database.db, marketId);
  const refused: ImportReport['refused'] = [];
  const good: ImportRow<T>[] = [];
  table.forEach((cells, i) => {
    const row = i + 1;
    const { symbol_code: code = '', ...fields } = present(cells);
    const stock = stocks.get(code);
    if (!stock) refused.push({ row, field: 'symbol_code', message: messages.t(locale, 'symbolNotInMarket', { code }) });
    const parsed = plan.schema.safeParse(fields, { reportInput: true });
    if (!parsed.success) {
      for (const issue of toValidationDetail(locale, 'row', toRawIssues(parsed.error.issues)))
        refused.push({ row, field: issue.loc.length > 1 ? String(issue.loc[1]) : null, message: issue.msg });
      return;
    }
    const problems = plan.rowProblems(parsed.data);
    for (const p of problems) refused.push({ row, field: p.field, message: messages.t(locale, p.key, p.params) });
    if (stock && problems.length === 0) good.push({ row, stockId: stock.id, code, value: parsed.data });
  });
  if (refused.length === 0) {
    for (const p of await plan.fileProblems(good))
      refused.push({ row: p.row, field: p.field, message: messages.t(locale, p.key, p.params) });
  }
  if (refused.length > 0) {
    const bad = new Set(refused.map((r) => r.row));
    throw new ImportRefused({ accepted: table.length - bad.size, refused: refused.sort((a, b) => a.row - b.row), applied: false });
  }
  await plan.apply(good);
  return { accepted: good.length, refused: [], applied: true };
}

/** Rows grouped by stock, in file order. */
export function byStock<T>(rows: ImportRow<T>[]): Map<string, ImportRow<T>[]> {
  const groups = new Map<string, ImportRow<T>[]>();
  for (const r of rows) groups.set(r.stockId, [...(groups.get(r.stockId) ?? []), r]);
  return groups;
}
