import { randomUUID } from 'node:crypto';
import type { Locale } from '@sahm/contracts/common';
import type { ImportReport } from '@sahm/contracts/company';
import { boardFileColumns, boardInputSchema, type BoardInput } from '@sahm/contracts/company-admin';
import { byStock, runImport, type ImportRow, type RowProblem } from './bulk-import.ts';
import { currentBoards, endCurrentBoards, insertBoardRecords } from './queries.ts';
import { percentProblems } from './rules.ts';
import { writeStocks, type WriteDeps } from './write-context.ts';

const memberKey = (nameEn: string) => nameEn.trim().replace(/\s+/g, ' ').toLowerCase();

/** Each member once per stock in a file. */
function fileProblems(rows: ImportRow<BoardInput>[]): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const group of byStock(rows).values()) {
    const seen = new Set<string>();
    for (const { row, value } of group) {
      if (seen.has(memberKey(value.name_en))) problems.push({ row, field: 'name_en', key: 'memberTwiceInFile' });
      seen.add(memberKey(value.name_en));
    }
  }
  return problems;
}

/** Boards of directors (spec §7 Stocks, administrative: the board file of a market). */
export function createBoardWrites(deps: WriteDeps) {
  return {
    /**
     * Each listed stock's board becomes the file's: the current records move to the history, and a
     * member who stays keeps their identity with their previous percentage beside the new one.
     */
    importBoard(locale: Locale, marketId: string, file: Buffer): Promise<ImportReport> {
      return runImport(deps.database, locale, marketId, file, {
        columns: boardFileColumns,
        schema: boardInputSchema,
        rowProblems: (v) => percentProblems(v.percentage, 6),
        fileProblems,
        apply: async (rows) => {
          const stockIds = [...new Set(rows.map((r) => r.stockId))];
          await writeStocks(deps, stockIds, 'board', async (db) => {
            const before = await currentBoards(db, stockIds);
            await endCurrentBoards(db, stockIds);
            await insertBoardRecords(
              db,
              rows.map(({ stockId, value }) => {
                const old = before.find(
                  (m) => m.stockId === stockId && (memberKey(m.nameEn) === memberKey(value.name_en) || m.nameAr.trim() === value.name_ar),
                );
                return {
                  stockId,
                  memberId: old?.memberId ?? randomUUID(),
                  nameAr: value.name_ar,
                  nameEn: value.name_en,
                  position: value.position,
                  shares: value.shares,
                  percentage: value.percentage,
                  prevPercentage: old?.percentage ?? null,
                  date: value.date,
                  isCurrent: true,
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
