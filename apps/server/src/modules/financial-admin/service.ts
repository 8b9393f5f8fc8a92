import type { Locale } from '@sahm/contracts/common';
import type { PeriodFilter } from '@sahm/contracts/financials';
import type { Database, Transaction } from '../../db/client.ts';
import { bumpDataVersion } from '../../platform/data-version.ts';
import { deriveSpans, type QuarterValues } from '../../domain/statements/derive-periods.ts';
import { checkSheets, type SheetProblem } from '../../domain/statements/sheet-checks.ts';
import { periodEndDate, periodHeader, PERIODS_OF } from '../../domain/statements/sheet-layout.ts';
import type { UploadUnit } from '../../domain/statements/sheet-units.ts';
import { TEMPLATES } from '../../domain/statements/templates.ts';
import { QUARTERS, STATEMENT_KINDS, type Family, type PeriodLabel, type StatementKind } from '../../domain/statements/template-types.ts';
import { loadWorkbook, type CompanyDataEvents } from '../company-admin/index.ts';
import { refreshCurrentIndicators } from '../financials/index.ts';
import { createFinancialYearWrites } from './financial-year-writes.ts';
import { recomputeIndicators } from './indicators.ts';
import { messages } from './messages.ts';
import { ratioRunner } from './ratio-run.ts';
import {
  bumpBook,
  deletePeriod,
  lastCloseDate,
  statementRows,
  stockBook,
  stockIdsWithStatements,
  upsertStatements,
  type StatementRow,
  type StockBook,
} from './queries.ts';
import { markUp, statementSheets, writeStatementSheets, type MarkedProblem } from './sheet-file.ts';

export type FinancialAdminDeps = { database: Database; events: CompanyDataEvents; onError: (err: unknown) => void };

type Period = { year: number; period: PeriodLabel; end_date: string };
export type SheetReportItem = { statement: StatementKind; row: number | null; key: string | null; period: string | null; problem: string };

/** An upload refused whole: the per-row report, nothing stored. */
export class SheetRefused extends Error {
  constructor(
    readonly detail: string,
    readonly problems: SheetReportItem[],
  ) {
    super('sheet refused');
  }
}

const EXAMPLE_PERIODS: readonly { year: number; period: PeriodLabel }[] = [
  { year: 2025, period: 'ANNUAL' },
  { year: 2024, period: 'ANNUAL' },
];

const periodOrder = (p: PeriodLabel) => ({ Q1: 1, Q2: 2, H1: 3, Q3: 4, Q4: 5, H2: 6, ANNUAL: 7 })[p];
const newestFirst = (a: { year: number; period: PeriodLabel }, b: { year: number; period: PeriodLabel }) =>
  b.year - a.year || periodOrder(b.period) - periodOrder(a.period);

type Booked = StockBook & { family: Family };
const hasFamily = (stock: StockBook | undefined): stock is Booked => !!stock?.family;

const translate = (locale: Locale, p: SheetProblem): string => messages.t(locale, p.code, p.params);

/**
 * The back office's statement calls: templates and extracts out, sheets checked and stored in,
 * stored periods listed and deleted, indicators recomputed. Every write to a stock is one
 * transaction that locks the stock, stores the statements, recomputes its indicators, moves the
 * book's version, and tells the readers after the commit.
 */
export function createFinancialAdminService({ database, events, onError }: FinancialAdminDeps) {
  async function stockOf(guid: string): Promise<Booked> {
    const stock = await stockBook(database.db, guid);
    if (!stock) throw messages.error(404, 'stockNotFound');
    if (!hasFamily(stock)) throw messages.error(422, 'noFamily');
    return stock;
  }

  /** Writes to one stock's statements; the version moves and the readers are told after the commit. */
  async function writeBook<T>(stock: Booked, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const out = await database.transaction(async (tx) => {
      await stockBook(tx.db, stock.id, true);
      const result = await fn(tx);
      await bumpBook(tx.db, stock.id, stock.family);
      await bumpDataVersion(tx, 'company_data');
      return result;
    });
    // The stock page's P/E and P/B rest on the CURRENT row's EPS and book value: the financials
    // module keeps them in step with it, as it does at each close.
    const close = await lastCloseDate(database.db, stock.id);
    if (close) await refreshCurrentIndicators(database, close, [stock.id]);
    events.changed({ stockId: stock.id, kind: 'financials' });
    return out;
  }

  async function check(locale: Locale, guid: string, file: Buffer, filter: PeriodFilter, unit: UploadUnit) {
    const stock = await stockOf(guid);
    const workbook = await loadWorkbook(file);
    const result = checkSheets({ family: stock.family, filter, unit, sheets: statementSheets(workbook) });
    const report = result.problems.map((p) => ({
      statement: p.statement,
      row: p.row,
      key: p.key,
      period: p.period,
      problem: translate(locale, p),
    }));
    return { stock, workbook, result, report };
  }

  /** The stored rows of a period, and those of the half-years and year its quarters now complete. */
  function withDerived(stock: Booked, existing: readonly StatementRow[], uploaded: StatementRow[]): StatementRow[] {
    const merged = new Map(existing.map((r) => [`${r.statement}/${r.year}/${r.period}`, r]));
    for (const r of uploaded) merged.set(`${r.statement}/${r.year}/${r.period}`, r);
    const years = [...new Set(uploaded.filter((r) => r.period.startsWith('Q')).map((r) => r.year))];
    const derived: StatementRow[] = [];
    for (const year of years) {
      const quarters = QUARTERS.map((q): QuarterValues | undefined => {
        const parts = STATEMENT_KINDS.map((s) => merged.get(`${s}/${year}/${q}`));
        return parts.every(Boolean) ? (Object.fromEntries(parts.map((r) => [r!.statement, r!.values])) as QuarterValues) : undefined;
      });
      for (const span of deriveSpans(TEMPLATES[stock.family], year, stock.fyEndMonth, quarters)) {
        const endDate = periodEndDate({ year, period: span.period }, stock.fyEndMonth);
        for (const s of STATEMENT_KINDS)
          derived.push({ statement: s, year, period: span.period, endDate, values: span.values[s], isDemo: false });
      }
    }
    return derived;
  }

  const ratioRun = ratioRunner({
    stockIds: () => stockIdsWithStatements(database.db),
    async recompute(id) {
      const stock = await stockBook(database.db, id);
      return hasFamily(stock) ? writeBook(stock, (tx) => recomputeIndicators(tx, stock)) : null;
    },
    onError,
  });

  return {
    ...createFinancialYearWrites({ database, events }),

    template: (family: Family) =>
      writeStatementSheets(
        family,
        EXAMPLE_PERIODS.map((p) => ({ header: periodHeader(p) })),
        'SAR_THOUSANDS',
      ),

    async extract(guid: string, filter: PeriodFilter, date: string | undefined, unit: UploadUnit): Promise<Buffer> {
      const stock = await stockOf(guid);
      const rows = (await statementRows(database.db, stock.id)).filter(
        (r) => PERIODS_OF[filter].includes(r.period) && (!date || r.endDate <= date),
      );
      const columns = new Map<string, { year: number; period: PeriodLabel; values: Record<StatementKind, Record<string, number>> }>();
      for (const r of rows) {
        const header = periodHeader(r);
        const column = columns.get(header) ?? {
          year: r.year,
          period: r.period,
          values: {} as Record<StatementKind, Record<string, number>>,
        };
        column.values[r.statement] = r.values;
        columns.set(header, column);
      }
      const ordered = [...columns.entries()].sort(([, a], [, b]) => newestFirst(a, b));
      return writeStatementSheets(
        stock.family,
        ordered.map(([header, c]) => ({ header, values: c.values })),
        unit,
      );
    },

    /** The uploaded workbook marked up where it fails, and the number of problems; stores nothing. */
    async processSheet(locale: Locale, guid: string, file: Buffer, filter: PeriodFilter, unit: UploadUnit) {
      const { workbook, result, report } = await check(locale, guid, file, filter, unit);
      const marked: MarkedProblem[] = result.problems.map((p, i) => ({
        statement: p.statement,
        row: p.row,
        col: p.col,
        key: p.key,
        text: report[i]!.problem,
      }));
      return { body: await markUp(workbook, marked, locale), errors: result.problems.length };
    },

    async uploadSheet(locale: Locale, guid: string, file: Buffer, filter: PeriodFilter, unit: UploadUnit) {
      const { stock, result, report } = await check(locale, guid, file, filter, unit);
      if (report.length > 0) throw new SheetRefused(messages.t(locale, 'sheetRefused', { count: report.length }), report);
      const uploaded: StatementRow[] = result.periods.flatMap((p) =>
        STATEMENT_KINDS.map((s) => ({
          statement: s,
          year: p.year,
          period: p.period,
          endDate: periodEndDate(p, stock.fyEndMonth),
          values: p.values[s],
          isDemo: false,
        })),
      );
      return writeBook(stock, async (tx) => {
        const existing = await statementRows(tx.db, stock.id);
        const derived = withDerived(stock, existing, uploaded);
        await upsertStatements(tx.db, stock.id, [...uploaded, ...derived]);
        const rows = await recomputeIndicators(tx, stock);
        const periods = (list: StatementRow[]): Period[] =>
          list.filter((r) => r.statement === 'income_statement').map((r) => ({ year: r.year, period: r.period, end_date: r.endDate }));
        return {
          message: messages.t(locale, 'sheetStored', { count: result.periods.length }),
          stored: periods(uploaded),
          derived: periods(derived),
          indicator_rows: rows,
        };
      });
    },

    async records(guid: string) {
      const stock = await stockBook(database.db, guid);
      if (!stock) throw messages.error(404, 'stockNotFound');
      const byPeriod = new Map<
        string,
        {
          year: number;
          period: PeriodLabel;
          end_date: string;
          statements: StatementKind[];
          is_demo: boolean;
          items: Record<string, number>;
        }
      >();
      for (const r of await statementRows(database.db, stock.id)) {
        const key = `${r.year}/${r.period}`;
        const rec = byPeriod.get(key) ?? {
          year: r.year,
          period: r.period,
          end_date: r.endDate,
          statements: [],
          is_demo: r.isDemo,
          items: {},
        };
        rec.statements.push(r.statement);
        rec.statements.sort((a, b) => STATEMENT_KINDS.indexOf(a) - STATEMENT_KINDS.indexOf(b));
        rec.items[r.statement] = Object.keys(r.values).length;
        rec.is_demo &&= r.isDemo;
        byPeriod.set(key, rec);
      }
      return {
        family: stock.family,
        results: [...byPeriod.values()].sort((a, b) => b.end_date.localeCompare(a.end_date) || newestFirst(a, b)),
      };
    },

    async deleteRecord(locale: Locale, guid: string, year: number, period: PeriodLabel) {
      const stock = await stockOf(guid);
      if (!stock.hasBook) throw messages.error(404, 'periodNotFound', { year, period });
      await writeBook(stock, async (tx) => {
        if ((await deletePeriod(tx.db, stock.id, year, period)) === 0) throw messages.error(404, 'periodNotFound', { year, period });
        await recomputeIndicators(tx, stock);
      });
      return { message: messages.t(locale, 'periodDeleted', { year, period }) };
    },

    /** Recomputes one stock's stored indicators. */
    async initialiseRatios(guid: string) {
      const started = Date.now();
      const stock = await stockOf(guid);
      const rows = await writeBook(stock, (tx) => recomputeIndicators(tx, stock));
      return { stocks: 1, rows, milliseconds: Date.now() - started };
    },

    /** The run of every stock's ratio initialisation (see ratio-run.ts). */
    ratioRun,
  };
}

export type FinancialAdminService = ReturnType<typeof createFinancialAdminService>;
