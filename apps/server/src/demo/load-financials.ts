import { halalasToSar } from '@sahm/contracts/money';
import type { Queryable } from '../db/client.ts';
import { bulkInsertRows } from '../db/bulk-insert.ts';
import { financialBooks, financialStatements, stockIndicators } from '../db/schema/financials.ts';
import { computeStoredIndicators, type StoredIndicatorRow } from '../domain/indicators/stored.ts';
import { sharesOn } from './generator/companies/capital-changes.ts';
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

/** The close of the last session on or before a day, if one fell within the ten days before it. */
export function closeOn(bars: readonly DailyBar[], day: string): { date: string; price: string } | null {
  let lo = 0;
  let hi = bars.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (bars[mid]!.trade_date <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return null;
  const bar = bars[found]!;
  const gapDays = (Date.parse(day) - Date.parse(bar.trade_date)) / 86_400_000;
  return gapDays <= 10 ? { date: bar.trade_date, price: halalasToSar(bar.close) } : null;
}

export function financialsCollector(seed: number) {
  const books: Book[] = [];
  const byCode = new Map<string, FinancialsData>();
  return {
    /** Generates the company's statements and indicators; answers the per-share figures the stock page's ratios rest on. */
    add(stock: PlannedStock, bars: readonly DailyBar[], company: CompanyData): StatementFundamentals | null {
      const data = generateFinancials(financialsRng(seed, stock.symbol_code), {
        symbolCode: stock.symbol_code,
        kind: companyKind(stock.symbol_code, stock.industry_group),
        industryGroup: stock.industry_group,
        sharesOutstanding: stock.shares_outstanding,
        nominalValue: stock.nominal_value,
        fyEndMonth: company.profile.fy_end_month,
        earnings: company.earnings,
        capitalChanges: company.capital_changes,
        dividends: company.dividends,
      });
      if (!data) return null;
      const last = bars[bars.length - 1];
      const indicators = computeStoredIndicators(data.family, data.rows, {
        priceOn: (day) => closeOn(bars, day),
        sharesOn: (day) => sharesOn(company.capital_changes, stock.shares_outstanding, day),
        today: last ? { date: last.trade_date, price: halalasToSar(last.close) } : null,
      });
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
  await bulkInsertRows(
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
  await bulkInsertRows(db, stockIndicators, ['stockId', 'year', 'period', 'endDate', 'price', 'priceDate', 'values'], indicatorRows);
  log(`  financial statements and indicators of ${books.length} companies in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
