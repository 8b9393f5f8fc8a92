import type { Locale } from '@sahm/contracts/common';
import type { FinancialStatements, LatestFinancials, PeriodFilter, Statistics, TooltipList } from '@sahm/contracts/financials';
import type { StatementFamily } from '@sahm/contracts/indicators';
import type { Database } from '../../db/client.ts';
import { HELP_TEXTS } from '../../domain/indicators/tooltip-terms.ts';
import { TEMPLATES } from '../../domain/statements/templates.ts';
import { createVersionedCache } from '../../platform/cache.ts';
import { readDataVersionFrom } from '../../platform/data-version.ts';
import { prepareJson, type PreparedJson } from '../../platform/prepared-json.ts';
import { stockMessages, type StockService } from '../stocks/index.ts';
import { latestFinancials } from './latest.ts';
import { messages } from './messages.ts';
import { bookRow, indicatorRows, statementRows, type BookRow, type IndicatorRecord, type StatementRecord } from './queries.ts';
import { statistics } from './statistics.ts';
import { columnsOf, statementTree } from './statement-tree.ts';

export type FinancialsServiceDeps = { database: Database; stocks: StockService; checkEveryMs?: number };

type Book = { book: BookRow; statements: StatementRecord[]; indicators: IndicatorRecord[] };

/**
 * The financial statements' reads. A company's whole book (statements and stored indicators) is
 * read once per company-data version and kept; each answer is built, serialized and compressed
 * once per book and filter and kept beside it, so a repeated call costs a map lookup (the tab's budget is p99 15 ms at 500
 * requests a second).
 */
export function createFinancialsService({ database, stocks, checkEveryMs = 1000 }: FinancialsServiceDeps) {
  const reader = database.read;
  const version = () => readDataVersionFrom(reader, 'company_data');
  const books = createVersionedCache<Book | false>({ max: 500, checkEveryMs, version });
  const answers = createVersionedCache<PreparedJson>({ max: 2000, checkEveryMs, version });

  const bookOf = async (locale: Locale, guid: string): Promise<Book> => {
    if (!(await stocks.get(locale, guid))) throw stockMessages.error(404, 'stockNotFound');
    const found = await books.get(guid, async () => {
      const book = await bookRow(reader, guid);
      if (!book) return false;
      const [statements, indicators] = await Promise.all([statementRows(reader, guid), indicatorRows(reader, guid)]);
      return { book, statements, indicators };
    });
    if (!found) throw messages.error(404, 'noStatements');
    return found;
  };
  /** Serialized and compressed once per book and filter: the bodies are large (twelve years of quarters). */
  const answer = async <T extends object>(locale: Locale, guid: string, key: string, build: (b: Book) => T): Promise<PreparedJson> => {
    const b = await bookOf(locale, guid);
    return answers.get(`${guid}|${key}`, () => prepareJson(JSON.stringify(build(b))));
  };

  return {
    statements: (locale: Locale, guid: string, filter: PeriodFilter): Promise<PreparedJson> =>
      answer(locale, guid, `statements|${filter}`, ({ book, statements }): FinancialStatements => {
        const family = book.family as StatementFamily;
        const columns = columnsOf(statements, filter);
        const tree = (s: 'income_statement' | 'balance_sheet' | 'cash_flow') => statementTree(TEMPLATES[family], s, statements, columns);
        return {
          family,
          period_filter: filter,
          units: 'SAR_MILLIONS' as const,
          columns,
          income_statement: tree('income_statement'),
          balance_sheet: tree('balance_sheet'),
          cash_flow: tree('cash_flow'),
          is_demo: book.isDemo,
        };
      }),

    latest: (locale: Locale, guid: string, q: { annual: boolean; compare: 'previous_year' | 'previous_period' }): Promise<PreparedJson> =>
      answer(locale, guid, `latest|${q.annual}|${q.compare}`, ({ book, indicators }): LatestFinancials =>
        latestFinancials(indicators, q, book.isDemo),
      ),

    statistics: (locale: Locale, guid: string, filter: 'ANNUALS' | 'QUARTERS'): Promise<PreparedJson> =>
      answer(locale, guid, `statistics|${filter}`, ({ book, indicators }): Statistics =>
        statistics(book.family as StatementFamily, filter, indicators, book.isDemo),
      ),

    tooltips: (): TooltipList => ({ items: [...HELP_TEXTS] }),

    /** Drops every kept book and answer at once (this process's own writes). */
    invalidate(): void {
      books.invalidate();
      answers.invalidate();
    },
  };
}
export type FinancialsService = ReturnType<typeof createFinancialsService>;
