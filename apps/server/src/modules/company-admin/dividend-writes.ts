import type { Locale } from '@sahm/contracts/common';
import type { ImportReport } from '@sahm/contracts/company';
import {
  dividendFileColumns,
  dividendInputSchema,
  type DividendAdmin,
  type DividendInput,
  type DividendUpdate,
} from '@sahm/contracts/company-admin';
import type { MessageResponse } from '@sahm/contracts/users';
import type { Db } from '../../db/client.ts';
import { runImport, type ImportRow, type RowProblem } from './bulk-import.ts';
import { toDividendAdmin } from './mappers.ts';
import { messages } from './messages.ts';
import {
  deleteDividend,
  dividendOf,
  dividendPeriodTaken,
  insertDividend,
  updateDividend,
  upsertDividends,
  type DividendRow,
  type DividendValues,
} from './queries.ts';
import { invalidInput, refuseProblems } from './refusals.ts';
import { dividendProblems } from './rules.ts';
import { found, writeStock, writeStocks, type WriteDeps } from './write-context.ts';

const dividendValues = (stockId: string, v: DividendInput): DividendValues => ({
  stockId,
  amount: v.amount,
  announcementDate: v.announcement_date,
  dueDate: v.due_date,
  distributionDate: v.distribution_date ?? null,
  way: v.way,
  year: v.year,
  period: v.period,
  isDemo: false,
});

/** The stored dividend as input, so an update is judged as the whole record it leaves. */
const asInput = (r: DividendRow): DividendInput => ({
  amount: r.amount,
  announcement_date: r.announcementDate,
  due_date: r.dueDate,
  distribution_date: r.distributionDate,
  way: r.way,
  year: r.year,
  period: r.period,
});

/** One period and year per stock: 409 naming them. */
async function refuseTakenPeriod(db: Db, stockId: string, v: DividendInput, except?: string): Promise<void> {
  if (await dividendPeriodTaken(db, stockId, v.year, v.period, except))
    throw messages.error(409, 'periodTaken', { period: v.period, year: v.year }, { field: 'period' });
}

/** A file's rows: one per stock, year and period. */
function duplicatePeriods(rows: ImportRow<DividendInput>[]): RowProblem[] {
  const seen = new Set<string>();
  const problems: RowProblem[] = [];
  for (const { row, stockId, value } of rows) {
    const key = `${stockId}|${value.year}|${value.period}`;
    if (seen.has(key))
      problems.push({ row, field: 'period', key: 'periodTwiceInFile', params: { period: value.period, year: value.year } });
    seen.add(key);
  }
  return problems;
}

/** Dividends (spec §7 Stocks, administrative): one at a time, or a file for a market. */
export function createDividendWrites(deps: WriteDeps) {
  return {
    async createDividend(locale: Locale, stockId: string, input: DividendInput): Promise<DividendAdmin> {
      refuseProblems(locale, dividendProblems(input));
      const row = await writeStock(
        deps,
        stockId,
        'dividends',
        async (db) => {
          await refuseTakenPeriod(db, stockId, input);
          return insertDividend(db, dividendValues(stockId, input));
        },
        // A new dividend is news to the users watching the company; a correction is not.
        (r) => ({ dividend: { id: r.id } }),
      );
      return toDividendAdmin(row);
    },

    async updateDividend(locale: Locale, stockId: string, dividendId: string, input: DividendUpdate): Promise<DividendAdmin> {
      const row = await writeStock(deps, stockId, 'dividends', async (db) => {
        const merged = { ...asInput(found(await dividendOf(db, stockId, dividendId))), ...input };
        const problems = dividendProblems(merged);
        if (problems.length > 0) throw invalidInput(locale, problems);
        await refuseTakenPeriod(db, stockId, merged, dividendId);
        return updateDividend(db, dividendId, dividendValues(stockId, merged));
      });
      return toDividendAdmin(row);
    },

    async deleteDividend(locale: Locale, stockId: string, dividendId: string): Promise<MessageResponse> {
      await writeStock(deps, stockId, 'dividends', async (db) => {
        found(await dividendOf(db, stockId, dividendId));
        await deleteDividend(db, dividendId);
      });
      return { message: messages.t(locale, 'recordDeleted') };
    },

    /** A market's dividends from a file; a stock's year and period already there is replaced. */
    importDividends(locale: Locale, marketId: string, file: Buffer): Promise<ImportReport> {
      return runImport(deps.database, locale, marketId, file, {
        columns: dividendFileColumns,
        schema: dividendInputSchema,
        rowProblems: dividendProblems,
        fileProblems: duplicatePeriods,
        apply: (rows) =>
          writeStocks(deps, [...new Set(rows.map((r) => r.stockId))], 'dividends', (db) =>
            upsertDividends(
              db,
              rows.map((r) => dividendValues(r.stockId, r.value)),
            ),
          ),
      });
    },
  };
}
