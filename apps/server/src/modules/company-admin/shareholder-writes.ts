import { randomUUID } from 'node:crypto';
import type { Locale } from '@sahm/contracts/common';
import type { ImportReport } from '@sahm/contracts/company';
import {
  shareholderFileColumns,
  shareholderInputSchema,
  type ShareholderAdmin,
  type ShareholderInput,
  type ShareholderUpdate,
} from '@sahm/contracts/company-admin';
import type { MessageResponse } from '@sahm/contracts/users';
import { byStock, runImport, type ImportRow, type RowProblem } from './bulk-import.ts';
import { toShareholderAdmin } from './mappers.ts';
import { messages } from './messages.ts';
import {
  currentShareholders,
  deleteShareholder,
  endCurrentShareholders,
  insertShareholders,
  shareholderOf,
  updateShareholder,
  type ShareholderRow,
  type ShareholderValues,
} from './queries.ts';
import { invalidInput, refuseProblems } from './refusals.ts';
import { percentProblems, totalPercent, type Problem } from './rules.ts';
import { found, writeStock, writeStocks, type WriteDeps } from './write-context.ts';

/** One holder across their records: the same English or Arabic name, ignoring case and spacing. */
const holderKey = (nameEn: string) => nameEn.trim().replace(/\s+/g, ' ').toLowerCase();
const sameHolder = (a: { nameEn: string; nameAr: string }, b: { nameEn: string; nameAr: string }) =>
  holderKey(a.nameEn) === holderKey(b.nameEn) || a.nameAr.trim() === b.nameAr.trim();

const holderValues = (v: ShareholderInput) => ({
  nameAr: v.name_ar,
  nameEn: v.name_en,
  type: v.type,
  shares: v.shares,
  percentage: v.percentage,
  date: v.date,
  commentAr: v.comment_ar ?? null,
  commentEn: v.comment_en ?? null,
});

const shareholderProblems = (v: ShareholderInput): Problem[] => percentProblems(v.percentage, 4);

/** The 100% rule: what the current holders of a stock would hold together after the change. */
function over100(code: string, percentages: string[]): Problem | undefined {
  const total = totalPercent(percentages);
  return total.gt(100) ? { field: 'percentage', key: 'holdersOver100', params: { code, total: total.toString() } } : undefined;
}

/** A file's holders: one date per stock, each holder once, together at most 100%. */
function fileProblems(rows: ImportRow<ShareholderInput>[]): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const group of byStock(rows).values()) {
    const date = group[0]!.value.date;
    const seen = new Set<string>();
    for (const { row, value } of group) {
      if (value.date !== date) problems.push({ row, field: 'date', key: 'datesDifferInFile', params: { date } });
      if (seen.has(holderKey(value.name_en))) problems.push({ row, field: 'name_en', key: 'holderTwiceInFile' });
      seen.add(holderKey(value.name_en));
    }
    const total = over100(
      group[0]!.code,
      group.map((r) => r.value.percentage),
    );
    if (total) problems.push({ ...total, row: group.at(-1)!.row });
  }
  return problems;
}

/** Major shareholders (spec §7 Stocks, administrative): one record at a time, or a market's file. */
export function createShareholderWrites(deps: WriteDeps) {
  return {
    async createShareholder(locale: Locale, stockId: string, input: ShareholderInput): Promise<ShareholderAdmin> {
      refuseProblems(locale, shareholderProblems(input));
      const row = await writeStock(deps, stockId, 'shareholders', async (db, stock) => {
        const current = await currentShareholders(db, [stockId]);
        const values = holderValues(input);
        if (current.some((h) => sameHolder(h, values))) throw messages.error(409, 'holderIsCurrent');
        const total = over100(stock.symbolCode, [...current.map((h) => h.percentage), input.percentage]);
        if (total) throw invalidInput(locale, [total]);
        const [created] = await insertShareholders(db, [
          { ...values, stockId, holderId: randomUUID(), isShareholder: true, isDemo: false },
        ]);
        return created!;
      });
      return toShareholderAdmin(row);
    },

    async updateShareholder(locale: Locale, stockId: string, recordId: string, input: ShareholderUpdate): Promise<ShareholderAdmin> {
      if (input.percentage !== undefined) refuseProblems(locale, percentProblems(input.percentage, 4));
      const row = await writeStock(deps, stockId, 'shareholders', async (db, stock) => {
        const record = found(await shareholderOf(db, stockId, recordId));
        const { is_shareholder: isShareholder, ...fields } = input;
        const values: Partial<ShareholderValues> = Object.fromEntries(
          Object.entries({ ...holderValues({ ...asInput(record), ...fields }), isShareholder, isDemo: false }).filter(
            ([, v]) => v !== undefined,
          ),
        );
        if (values.isShareholder ?? record.isShareholder) {
          const others = (await currentShareholders(db, [stockId])).filter((h) => h.id !== recordId);
          const total = over100(stock.symbolCode, [...others.map((h) => h.percentage), values.percentage ?? record.percentage]);
          if (total) throw invalidInput(locale, [total]);
        }
        return updateShareholder(db, recordId, values);
      });
      return toShareholderAdmin(row);
    },

    async deleteShareholder(locale: Locale, stockId: string, recordId: string): Promise<MessageResponse> {
      await writeStock(deps, stockId, 'shareholders', async (db) => {
        found(await shareholderOf(db, stockId, recordId));
        await deleteShareholder(db, recordId);
      });
      return { message: messages.t(locale, 'recordDeleted') };
    },

    /**
     * A market's holders as of the file's date: each listed stock's current holders move to the
     * history and the file's become current, keeping a holder who stays (and their previous percentage).
     */
    importShareholders(locale: Locale, marketId: string, file: Buffer): Promise<ImportReport> {
      return runImport(deps.database, locale, marketId, file, {
        columns: shareholderFileColumns,
        schema: shareholderInputSchema,
        rowProblems: shareholderProblems,
        fileProblems,
        apply: async (rows) => {
          const stockIds = [...new Set(rows.map((r) => r.stockId))];
          await writeStocks(deps, stockIds, 'shareholders', async (db) => {
            const before = await currentShareholders(db, stockIds);
            await endCurrentShareholders(db, stockIds);
            await insertShareholders(
              db,
              rows.map(({ stockId, value }) => {
                const values = holderValues(value);
                const old = before.find((h) => h.stockId === stockId && sameHolder(h, values));
                return {
                  ...values,
                  stockId,
                  holderId: old?.holderId ?? randomUUID(),
                  prevPercentage: old?.percentage ?? null,
                  isShareholder: true,
                  isDemo: false,
                };
              }),
            );
          });
        },
      });
    },
  };
}

const asInput = (r: ShareholderRow): ShareholderInput => ({
  name_ar: r.nameAr,
  name_en: r.nameEn,
  type: r.type,
  shares: r.shares,
  percentage: r.percentage,
  date: r.date,
  comment_ar: r.commentAr,
  comment_en: r.commentEn,
});
