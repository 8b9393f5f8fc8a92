import type { Locale } from '@sahm/contracts/common';
import {
  IMPORT_MAX_ROWS,
  importColumns,
  type ImportColumn,
  type ImportReport,
  type ImportRowReport,
  type ImportUndoResult,
  type PortfolioImport,
  type PortfolioImportList,
} from '@sahm/contracts/portfolio-import';
import type { StockListItem } from '@sahm/contracts/stocks';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import type { ApiError } from '../../platform/errors.ts';
import { spreadsheetFile, type SpreadsheetFile } from '../../platform/spreadsheet/file.ts';
import type { SpreadsheetFormat } from '../../platform/spreadsheet/columns.ts';
import { readNumberedTable } from '../company-admin/index.ts';
import type { MarketCalendar } from '../markets/index.ts';
import type { StockService } from '../stocks/index.ts';
import {
  bumpLedgerVersion,
  findPortfolio,
  portfolioNotFound,
  recordTransactions,
  tradeCost,
  type Caller,
  type PortfolioService,
} from '../portfolios/index.ts';
import { messages } from './messages.ts';
import { parseRow } from './parse-row.ts';
import { findImport, insertImport, ledgerEnds, listImports, removeImport, tagSince, type ImportRow } from './queries.ts';
import { judgeInOrder, rowOnItsOwn, type Candidate } from './rules.ts';
import { headerAliases, templateSheet } from './template.ts';
import { undoBlock } from './undo-check.ts';

export type ImportDeps = {
  database: Database;
  portfolios: Pick<PortfolioService, 'ledgerWrite'>;
  stocks: Pick<StockService, 'entries'>;
  calendar: MarketCalendar;
  now: () => Date;
};

export type Upload = { file: Buffer; fileName: string };

const view = (r: ImportRow): PortfolioImport => ({
  guid: r.id,
  file_name: r.fileName,
  created_at: r.createdAt.toISOString(),
  rows: r.rows,
  buys: r.buys,
  sells: r.sells,
  undone_at: r.undoneAt?.toISOString() ?? null,
});

/** Every row of a report: the text as written, the stock's name when known, the reasons when refused. */
type Draft = { line: number; cells: Record<ImportColumn, string>; stock: StockListItem | undefined; reasons: string[] };

const rowReport = (d: Draft): ImportRowReport => ({
  row: d.line,
  status: d.reasons.length ? 'refused' : 'taken',
  ...d.cells,
  stock_name: d.stock?.short_name ?? null,
  reasons: d.reasons,
});

/**
 * Importing a file of trades into a portfolio: read, every row checked on its own and then in
 * date order against the holdings under the portfolio's lock, written together or not at all,
 * tagged with the import so one step takes them out again.
 */
export function createImportService(deps: ImportDeps) {
  const db = deps.database.db;

  async function symbols(locale: Locale): Promise<Map<string, StockListItem>> {
    const { entries } = await deps.stocks.entries();
    return new Map(entries.map((e) => [e.symbol.toUpperCase(), e.items[locale]]));
  }

  /** The rows as read and judged on their own (no holdings yet): outside the transaction, since the calendar reads through its cache. */
  async function draft(caller: Caller, upload: Upload): Promise<{ drafts: Draft[]; candidates: Candidate[] }> {
    const table = await readNumberedTable(upload.file, importColumns, { maxRows: IMPORT_MAX_ROWS, aliases: headerAliases });
    const bySymbol = await symbols(caller.locale);
    const today = riyadhClock(deps.now()).date;
    const drafts: Draft[] = [];
    const candidates: Candidate[] = [];
    for (const [index, { line, row: raw }] of table.entries()) {
      const cells = Object.fromEntries(importColumns.map((c) => [c, raw[c] ?? ''])) as Record<ImportColumn, string>;
      const { row, reasons: parsed } = parseRow(cells);
      const reasons = parsed.map((r) => messages.t(caller.locale, r.key, r.params));
      const stock = bySymbol.get(cells.symbol_code.trim().toUpperCase()) ?? (row ? bySymbol.get(row.symbol) : undefined);
      if (!stock) reasons.push(messages.t(caller.locale, 'symbolUnknown', { symbol: cells.symbol_code }));
      if (row && stock) reasons.push(...(await rowOnItsOwn(caller.locale, row, stock, { today, calendar: deps.calendar })));
      drafts.push({ line, cells, stock, reasons });
      if (row && stock && reasons.length === 0) candidates.push({ index, row, stock });
    }
    return { drafts, candidates };
  }

  function refusal(caller: Caller, report: ImportReport): ApiError {
    const detail = report.rows.flatMap((r) => r.reasons.map((msg) => ({ loc: ['file', r.row], msg, type: 'value_error' })));
    return messages.error(422, 'rowsRefused', { refused: report.refused, rows: report.rows.length }, { detail, report });
  }

  return {
    template: (format: SpreadsheetFormat, lang: Locale): Promise<SpreadsheetFile> =>
      spreadsheetFile(format, lang, 'sahm-portfolio-import-template', templateSheet(lang)),

    async run(caller: Caller, guid: string, upload: Upload, dryRun: boolean): Promise<ImportReport> {
      if (!(await findPortfolio(db, caller.userId, guid))) throw portfolioNotFound();
      const { drafts, candidates } = await draft(caller, upload);
      return deps.portfolios.ledgerWrite(caller, guid, async (tx, locked) => {
        const refused = judgeInOrder(caller.locale, candidates, locked.positions, locked.permissions);
        for (const [i, reason] of refused) drafts[i]!.reasons.push(reason);
        const rows = drafts.map(rowReport);
        const refusedCount = rows.filter((r) => r.status === 'refused').length;
        const report = (importGuid: string | null, message: string): ImportReport => ({
          import_guid: importGuid,
          dry_run: dryRun,
          taken: rows.length - refusedCount,
          refused: refusedCount,
          rows,
          message,
        });
        if (refusedCount)
          throw refusal(caller, report(null, messages.t(caller.locale, 'rowsRefused', { refused: refusedCount, rows: rows.length })));
        if (dryRun) return report(null, messages.t(caller.locale, 'rowsChecked', { rows: rows.length }));
        // Written in the order they happened, so the ledger folds as the rules judged it.
        const ordered = [...candidates].sort((a, b) => a.row.date.localeCompare(b.row.date) || a.index - b.index);
        const buys = ordered.filter((c) => c.row.side === 'BUY').length;
        const stored = await insertImport(tx, {
          id: randomUUID(),
          portfolioId: locked.portfolio.id,
          fileName: upload.fileName.slice(0, 200),
          rows: ordered.length,
          buys,
          sells: ordered.length - buys,
        });
        const ends = await ledgerEnds(tx, locked.portfolio.id);
        const dated = locked.portfolio.type !== 'JAREAD_2023_Q4';
        await recordTransactions(tx, locked.portfolio.id, {
          stock: ordered.map(({ row, stock }) => ({
            stockId: stock.guid,
            transactionType: row.side === 'BUY' ? 'BUYING' : 'SELLING',
            shares: row.shares,
            price: row.price,
            cost: tradeCost(row.shares, row.price).toFixed(2),
            // A sale keeps its own date too: the timeline counts an entry from buying_date when it has one.
            buyingDate: dated || row.side === 'SELL' ? row.date : null,
            cashFlow: false,
            isDowngradeSale: false,
            importId: stored.id,
          })),
        });
        // What the imported holdings were owed (dividends, bonus shares) belongs to the import too.
        await locked.settle();
        await tagSince(tx, locked.portfolio.id, stored.id, ends);
        return report(stored.id, messages.t(caller.locale, 'imported', { rows: ordered.length }));
      });
    },

    async list(caller: Caller, guid: string): Promise<PortfolioImportList> {
      const row = await findPortfolio(db, caller.userId, guid);
      if (!row) throw portfolioNotFound();
      return { items: (await listImports(db, row.id)).map(view) };
    },

    async undo(caller: Caller, guid: string, importGuid: string): Promise<ImportUndoResult> {
      const done = await deps.portfolios.ledgerWrite(caller, guid, async (tx, locked) => {
        const imp = await findImport(tx, locked.portfolio.id, importGuid);
        if (!imp) throw messages.error(404, 'importNotFound');
        if (imp.undoneAt) throw messages.error(409, 'importAlreadyUndone');
        const blocked = await undoBlock(tx, locked.portfolio.id, imp);
        if (blocked?.reason === 'later') throw messages.error(409, 'undoBlockedLater');
        // Named after the transaction: the stock list reads outside it.
        if (blocked) return { blockedBy: blocked.stockId };
        const undone = await removeImport(tx, locked.portfolio.id, imp.id);
        await bumpLedgerVersion(tx, locked.portfolio.id);
        return { undone };
      });
      if ('blockedBy' in done) {
        const { entries } = await deps.stocks.entries();
        const symbol = entries.find((e) => e.items.en.guid === done.blockedBy)?.symbol ?? '';
        throw messages.error(409, 'undoBlockedSale', { symbol });
      }
      return { message: messages.t(caller.locale, 'undone', { rows: done.undone.rows }), import: view(done.undone) };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
