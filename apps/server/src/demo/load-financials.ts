import { halalasToSar } from '@sahm/contracts/money';
import type { Queryable } from '../db/client.ts';
import { bulkInsertRecords, bulkInsertRows } from '../db/bulk-insert.ts';
import { financialBooks, financialStatements, stockIndicators } from '../db/schema/financials.ts';
import { pricingInputs } from '../domain/indicators/pricing.ts';
import { computeStoredIndicators, type StoredIndicatorRow } from '../domain/indicators/stored.ts';
import { companyKind } from './generator/companies/company-kind.ts';
import type { CompanyData } from './generator/companies/types.ts';
import { financialsRng, generateFinancials } from './generator/financials/financials.ts';
import type { FinancialsData } from './generator/financials/types.ts';
import type { PlannedStock } from './generator/stock-profile.ts';
import type { DailyBar } from './generator/types.ts';
import { stockId } from './load-reference.ts';

/**
 * Loads the demo's financial statements and their stored indicators. Statements are generated per
 * company from its earnings, capital changes and dividends (so EPS, shares and dividends paid tie
 * to the company pages); indicators are computed once here, each period at the close of its last
 * trading day, and the CURRENT row at the last close over the last twelve months. The stock's
 * fundamentals (EPS and book value behind the page's P/E and P/B) are taken from the same rows.
 */

type Book = { data: FinancialsData; stock: PlannedStock; indicators: StoredIndicatorRow[] };

/** Per-share figures of the last twelve months as the statements give them, in halalas (the stock's fundamentals). */
export type StatementFundamentals = { eps_ttm: number; book_value_per_share: number };

const halalas = (sar: string | null | undefined): number | null =>
  sar === null || sar === undefined ? null : Math.round(Number(sar) * 100);

/** Interim results are due within 30 days of a quarter's end, the year's within three months. */
const DUE_DAYS: Readonly<Record<string, number>> = { Q1: 30, Q2: 30, H1: 30, Q3: 30, Q4: 90, H2: 90, ANNUAL: 90 };
const publishedBy = (endDate: string, period: string, day: string): boolean =>
  Date.parse(endDate) + (DUE_DAYS[period] ?? 90) * 86_400_000 <= Date.parse(day);

export function financialsCollector(seed: number, endDate: string) {
  const books: Book[] = [];
  const byCode = new Map<string, FinancialsData>();
  return {
    /** Generates the company's statements and indicators; answers the per-share figures the stock page's ratios rest on. */
    add(stock: PlannedStock, bars: readonly DailyBar[], company: CompanyData, epsTtm: number): StatementFundamentals | null {
      // The year in progress: its quarters published by now, on the trailing EPS the company's
      // history was drawn towards, so the page's last twelve months include this year's results.
      const last = company.earnings[company.earnings.length - 1];
      const earnings = last ? [...company.earnings, { year: last.year + 1, eps: Math.round(epsTtm) }] : company.earnings;
      const data = generateFinancials(financialsRng(seed, stock.symbol_code), {
        symbolCode: stock.symbol_code,
        kind: companyKind(stock.symbol_code, stock.industry_group),
        industryGroup: stock.industry_group,
        sharesOutstanding: stock.shares_outstanding,
        nominalValue: stock.nominal_value,
        fyEndMonth: company.profile.fy_end_month,
        earnings,
        capitalChanges: company.capital_changes,
        dividends: company.dividends,
      });
      if (!data) return null;
      data.rows = data.rows.filter((r) => publishedBy(r.end_date, r.period, endDate));
      // Priced as the database keeps the closes, so a recomputation from stored prices gives the same figures.
      const closes = bars.map((bar) => ({ date: bar.trade_date, price: halalasToSar(bar.close) }));
      const changes = company.capital_changes.map((c) => ({ effectiveDate: c.effective_date, sharesBefore: c.shares_before }));
      const indicators = computeStoredIndicators(data.family, data.rows, pricingInputs(closes, changes, stock.shares_outstanding));
      books.push({ data, stock, indicators });
      byCode.set(stock.symbol_code, data);
      const current = indicators.find((r) => r.period === 'CURRENT')?.values;
      const eps = halalas(current?.basic_earnings_per_share_ttm);
      const bvps = halalas(current?.book_value);
      return eps === null || bvps === null ? null : { eps_ttm: eps, book_value_per_share: bvps };
    },
    /** The statements made for a company, for what else quotes them (its results announcements). */
    statementsOf: (code: string): FinancialsData | null => byCode.get(code) ?? null,
    insert: (db: Queryable, log: (line: string) => void) => insertFinancials(db, books, log),
  };
}

async function insertFinancials(db: Queryable, books: readonly Book[], log: (line: string) => void): Promise<void> {
  const started = Date.now();
  await bulkInsertRows(
    db,
    financialBooks,
    ['stockId', 'family', 'isDemo'],
    books.map((b) => ({ stockId: stockId(b.stock.symbol_code), family: b.data.family, isDemo: true })),
  );
  await bulkInsertRecords(
    db,
    financialStatements,
    ['stockId', 'statement', 'year', 'period', 'endDate', 'values', 'isDemo'],
    books.flatMap((b) =>
      b.data.rows.map((r) => ({
        stockId: stockId(b.stock.symbol_code),
        statement: r.statement,
        year: r.year,
        period: r.period,
        endDate: r.end_date,
        values: r.values,
        isDemo: true,
      })),
    ),
  );
  const indicatorRows = books.flatMap((b) => b.indicators.map((row) => ({ stockId: stockId(b.stock.symbol_code), ...row })));
  await bulkInsertRecords(db, stockIndicators, ['stockId', 'year', 'period', 'endDate', 'price', 'priceDate', 'values'], indicatorRows);
  log(`  financial statements and indicators of ${books.length} companies in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
