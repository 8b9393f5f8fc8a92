import type { Locale } from '@sahm/contracts/common';
import {
  NEWS_EXPORT_MAX_ROWS,
  type AnnouncementExportQuery,
  type ExportQuery,
  type PortfolioExportTable,
} from '@sahm/contracts/data-export';
import type { Overview } from '@sahm/contracts/portfolio';
import type { PortfolioDividends } from '@sahm/contracts/portfolio-income';
import type { ScreenerResponse } from '@sahm/contracts/screener';
import type { PreparedJson } from '../../platform/prepared-json.ts';
import type { Sheet } from '../../platform/spreadsheet/columns.ts';
import { spreadsheetFile, type SpreadsheetFile } from '../../platform/spreadsheet/file.ts';
import type { NewsService } from '../news/index.ts';
import type { PortfolioService } from '../portfolios/index.ts';
import type { ScreenerService } from '../screener/index.ts';
import { newsSheet, screenerSheet } from './market-sheets.ts';
import { cashLedgerSheet, dividendsSheet, holdingsSheet, stockLedgerSheet } from './portfolio-sheets.ts';

type Caller = Parameters<PortfolioService['overview']>[0];

const parsed = <T>(body: PreparedJson): T => JSON.parse(body.plain.toString('utf8')) as T;
/** Today in Riyadh (UTC+3 all year), for the file name. */
const riyadhDay = () => new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * Tables as files. Each export asks the same service call its JSON read makes, in the file's
 * language, so the file's figures are the read's figures.
 */
export function createExportService(deps: { portfolios: PortfolioService; screener: ScreenerService; news: NewsService }) {
  const { portfolios, screener, news } = deps;

  async function portfolioTable(caller: Caller, guid: string, table: PortfolioExportTable, format: ExportQuery['format']) {
    const lang = caller.locale;
    const file = <Row>(sheet: Sheet<Row>) => spreadsheetFile(format, lang, `sahm-${table}-${riyadhDay()}`, sheet);
    switch (table) {
      case 'holdings':
        return file(holdingsSheet(parsed<Overview>(await portfolios.overviewBody(caller, guid)).stocks));
      case 'stock-transactions':
        return file(stockLedgerSheet(lang, (await portfolios.stockLedgerAll(caller, guid)).items));
      case 'cash-transactions':
        return file(cashLedgerSheet(lang, (await portfolios.cashLedgerAll(caller, guid)).items));
      case 'dividends':
        return file(dividendsSheet(parsed<PortfolioDividends>(await portfolios.dividendsBody(caller, guid)).received));
    }
  }

  return {
    /** One of the caller's portfolio tables, in the caller's language (404 when not theirs, as the reads). */
    portfolio: portfolioTable,

    /** The screen's rows for the screener's own query (its 422s included). */
    async screener(lang: Locale, query: Record<string, string>, format: ExportQuery['format']): Promise<SpreadsheetFile> {
      const answer = parsed<ScreenerResponse>(await screener.screen(lang, query));
      return spreadsheetFile(format, lang, `sahm-screener-${riyadhDay()}`, screenerSheet(answer, screener.fields().fields));
    },

    /** The announcements matching the list's filter, newest first, up to NEWS_EXPORT_MAX_ROWS. */
    async news(lang: Locale, query: AnnouncementExportQuery): Promise<SpreadsheetFile> {
      const { format, lang: _lang, ...filter } = query;
      const page = await news.list(lang, { ...filter, page: 1, size: NEWS_EXPORT_MAX_ROWS });
      const cut = page.total > page.items.length ? `-first-${page.items.length}` : '';
      return spreadsheetFile(format, lang, `sahm-news-${riyadhDay()}${cut}`, newsSheet(lang, page.items));
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
