import Decimal from 'decimal.js';
import { DIVIDEND_CHART_FIRST_YEAR, type DividendChart, type DividendInfo, type DividendYear } from '@sahm/contracts/company';
import { toNumber } from '../../platform/numbers.ts';
import { percentOf } from './mappers.ts';
import type { DividendRow } from './queries.ts';

/**
 * The dividends tab's figures, from a stock's distributions. A distribution belongs to the calendar
 * year and quarter of its due (eligibility) date, the day that decides who is paid. Sums are exact
 * decimals; they leave as numbers (SAR per share, market data).
 */

/** Year-end closes and earnings per share, by calendar year, as decimal strings. */
export type YearFigures = { closes: ReadonlyMap<number, string>; eps: ReadonlyMap<number, string> };

const yearOf = (day: string) => Number(day.slice(0, 4));
const quarterOf = (day: string) => Math.ceil(Number(day.slice(5, 7)) / 3);
const zero = new Decimal(0);
const total = (rows: readonly DividendRow[]) => rows.reduce((a, r) => a.add(r.amount), zero);
const inYear = (rows: readonly DividendRow[], year: number) => rows.filter((r) => yearOf(r.dueDate) === year);

/** Per year from DIVIDEND_CHART_FIRST_YEAR to this year (or per year and quarter), zeros included so the axis has no gaps. */
export function dividendChart(rows: readonly DividendRow[], byQuarter: boolean, currentYear: number): DividendChart {
  const items: DividendChart['items'] = [];
  for (let year = DIVIDEND_CHART_FIRST_YEAR; year <= currentYear; year++) {
    const ofYear = inYear(rows, year);
    if (!byQuarter) items.push({ year, quarter: null, stock_dividends: total(ofYear).toNumber() });
    else
      for (let quarter = 1; quarter <= 4; quarter++)
        items.push({ year, quarter, stock_dividends: total(ofYear.filter((r) => quarterOf(r.dueDate) === quarter)).toNumber() });
  }
  return { by_quarter: byQuarter, items };
}

/** A year's dividend yield: its dividends over its last close, percent; null without a close. */
const yearYield = (rows: readonly DividendRow[], year: number, figures: YearFigures) =>
  percentOf(total(inYear(rows, year)), figures.closes.get(year) ?? null);

/** The dividends table's row of one year: quarters, yield, EPS, price and P/E (negative when the company lost money). */
export function dividendYear(rows: readonly DividendRow[], year: number, figures: YearFigures): DividendYear {
  const ofYear = inYear(rows, year);
  const quarter = (q: number) => total(ofYear.filter((r) => quarterOf(r.dueDate) === q)).toNumber();
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
  const inWindow = rows.filter((r) => yearOf(r.dueDate) >= from && yearOf(r.dueDate) <= to);
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
