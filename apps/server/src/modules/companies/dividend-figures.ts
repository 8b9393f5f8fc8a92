import Decimal from 'decimal.js';
import { DIVIDEND_CHART_FIRST_YEAR, type DividendChart, type DividendInfo, type DividendYear } from '@sahm/contracts/company';
import { toNumber } from '../../platform/numbers.ts';
import { percentOf } from './mappers.ts';
import type { DividendRow } from './queries.ts';

/**
 * The dividends tab's figures, from a stock's distributions. A distribution belongs to the
 * financial year and quarter it was declared for (a half-year's to its second quarter, a year's
 * to its fourth), as the market reports them: a fourth-quarter dividend paid in March is last
 * year's, so each year's quarters line up and its payout is measured on its own earnings. Sums are
 * exact decimals; they leave as numbers (SAR per share, market data).
 */

/** Year-end closes and earnings per share, by calendar year, as decimal strings. */
export type YearFigures = { closes: ReadonlyMap<number, string>; eps: ReadonlyMap<number, string> };

const quarterOfPeriod: Record<DividendRow['period'], number> = { Q1: 1, Q2: 2, Q3: 3, Q4: 4, H1: 2, H2: 4, ANNUAL: 4 };
const quarterOf = (row: DividendRow) => quarterOfPeriod[row.period];
/** The last day of a quarter, as YYYY-MM-DD (day 31 of a 30-day month still sorts after every day of it). */
const quarterEnd = (year: number, quarter: number) => `${year}-${String(quarter * 3).padStart(2, '0')}-31`;
const zero = new Decimal(0);
const total = (rows: readonly DividendRow[]) => rows.reduce((a, r) => a.add(r.amount), zero);
const inYear = (rows: readonly DividendRow[], year: number) => rows.filter((r) => r.year === year);

/** Per year from DIVIDEND_CHART_FIRST_YEAR to this year (or per year and quarter), zeros included so the axis has no gaps. */
export function dividendChart(rows: readonly DividendRow[], byQuarter: boolean, currentYear: number): DividendChart {
  const items: DividendChart['items'] = [];
  for (let year = DIVIDEND_CHART_FIRST_YEAR; year <= currentYear; year++) {
    const ofYear = inYear(rows, year);
    if (!byQuarter) items.push({ year, quarter: null, stock_dividends: total(ofYear).toNumber() });
    else
      for (let quarter = 1; quarter <= 4; quarter++)
        items.push({ year, quarter, stock_dividends: total(ofYear.filter((r) => quarterOf(r) === quarter)).toNumber() });
  }
  return { by_quarter: byQuarter, items };
}

/** A year's dividend yield: its dividends over its last close, percent; null without a close. */
const yearYield = (rows: readonly DividendRow[], year: number, figures: YearFigures) =>
  percentOf(total(inYear(rows, year)), figures.closes.get(year) ?? null);

/** The dividends table's row of one year: quarters, yield, EPS, price and P/E (negative when the company lost money). */
export function dividendYear(rows: readonly DividendRow[], year: number, figures: YearFigures, today: string): DividendYear {
  const ofYear = inYear(rows, year);
  // A quarter still running has nothing to say yet: null ("—"), not a zero that reads as "nothing paid".
  const quarter = (q: number) => {
    const declared = ofYear.filter((r) => quarterOf(r) === q);
    return declared.length === 0 && quarterEnd(year, q) >= today ? null : total(declared).toNumber();
  };
  const close = figures.closes.get(year) ?? null;
  const eps = figures.eps.get(year) ?? null;
  return {
    year,
    total_dividends: total(ofYear).toNumber(),
    dividends_q1: quarter(1),
    dividends_q2: quarter(2),
    dividends_q3: quarter(3),
    dividends_q4: quarter(4),
    dividend_yield: yearYield(rows, year, figures),
    earnings_per_share: eps === null ? null : toNumber(eps),
    market_price_per_share: close === null ? null : toNumber(close),
    price_to_earnings:
      close === null || eps === null || new Decimal(eps).isZero() ? null : new Decimal(close).div(eps).toDecimalPlaces(2).toNumber(),
  };
}

/** The last `count` years, this one first. */
export const lastYears = (count: number, currentYear: number): number[] => Array.from({ length: count }, (_, i) => currentYear - i);

/** The full years an info window covers: the `yearsBack` years before this one. */
export const infoWindow = (yearsBack: number, currentYear: number) => ({ from: currentYear - yearsBack, to: currentYear - 1 });

/**
 * The info panel: the latest distribution, and over the window's full years the total paid, the
 * count, the average of the years' yields, and the payout ratio (dividends ÷ earnings per share,
 * null when the window's earnings were not positive).
 */
export function dividendInfo(
  rows: readonly DividendRow[],
  yearsBack: number,
  currentYear: number,
  figures: YearFigures,
  sectorAverage: string | null,
): DividendInfo {
  const { from, to } = infoWindow(yearsBack, currentYear);
  const years = Array.from({ length: yearsBack }, (_, i) => from + i);
  const inWindow = rows.filter((r) => r.year >= from && r.year <= to);
  const yields = years.map((y) => yearYield(rows, y, figures)).filter((y): y is number => y !== null);
  const eps = years.map((y) => figures.eps.get(y));
  const epsTotal = eps.every((e) => e !== undefined) ? eps.reduce((a: Decimal, e) => a.add(e!), zero) : null;
  const last = rows[0];
  return {
    years_back: yearsBack,
    last_announcement_date: last?.announcementDate ?? null,
    last_amount_per_share: last ? toNumber(last.amount) : null,
    last_due_date: last?.dueDate ?? null,
    total: total(inWindow).toNumber(),
    distributions_count: inWindow.length,
    average_yield: yields.length
      ? yields
          .reduce((a, y) => a.add(y), zero)
          .div(yields.length)
          .toDecimalPlaces(2)
          .toNumber()
      : null,
    payout_ratio: percentOf(total(inWindow), epsTotal),
    sector_average_yield: sectorAverage === null ? null : new Decimal(sectorAverage).toDecimalPlaces(2).toNumber(),
  };
}
