import type { StockTodayPoints } from '@sahm/contracts/stocks';
import Decimal from 'decimal.js';
import { addDays, addMonths, addYears } from '../../domain/calendar.ts';

/** One trading day of one stock, prices and values in integer halalas (the history the figures come from). */
export type DailyBar = {
  trade_date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Previous session's close (the reference for the daily price limit and the change). */
  prev_close: number;
  volume: number;
  /** Traded value in halalas. */
  value: number;
  trades: number;
};

/** Fundamentals as of a date, for the valuation ratios of today_points. Halalas per share. */
export type Fundamentals = {
  symbol_code: string;
  eps_ttm: number;
  book_value_per_share: number;
};

/**
 * today_points of a stock as of its last bar. Inputs are exact integers (halalas, shares); the
 * arithmetic is decimal and only the final, rounded figures become JS numbers for the API.
 */

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** Halalas → SAR (exact: two decimals). */
const sar = (halalas: number | Decimal) => new D(halalas).div(100).toDecimalPlaces(2).toNumber();
const percent = (change: number, base: number) => new D(change).div(base).times(100).toDecimalPlaces(2).toNumber();

/** The last bar on or before `date` in an ascending list, or undefined. */
function barOnOrBefore(bars: readonly DailyBar[], date: string): DailyBar | undefined {
  let lo = 0;
  let hi = bars.length - 1;
  let found: DailyBar | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const bar = bars[mid] as DailyBar;
    if (bar.trade_date <= date) {
      found = bar;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function periodReturn(bars: readonly DailyBar[], close: number, cutoff: string): [number | null, number | null] {
  const ref = barOnOrBefore(bars, cutoff);
  if (!ref || ref.close <= 0) return [null, null];
  return [percent(close - ref.close, ref.close), sar(close - ref.close)];
}

/**
 * `bars` sorted ascending (one stock). Returns are against the last close on or before the same
 * date a week, a calendar month and a calendar year earlier; null when the history is shorter.
 * The 52-week range covers sessions after the same weekday 52 weeks back. Ratios are null for
 * non-positive earnings or book value.
 */
export function computeTodayPoints(
  bars: readonly DailyBar[],
  fundamentals: Fundamentals | null,
  sharesOutstanding: number,
): StockTodayPoints | null {
  const last = bars[bars.length - 1];
  if (!last) return null;
  const date = last.trade_date;
  const [week, weekValue] = periodReturn(bars, last.close, addDays(date, -7));
  const [month, monthValue] = periodReturn(bars, last.close, addMonths(date, -1));
  const [year, yearValue] = periodReturn(bars, last.close, addYears(date, -1));

  const since = addDays(date, -52 * 7);
  let high = last.high;
  let low = last.low;
  for (let i = bars.length - 1; i >= 0; i--) {
    const b = bars[i] as DailyBar;
    if (b.trade_date <= since) break;
    if (b.high > high) high = b.high;
    if (b.low < low) low = b.low;
  }

  const eps = fundamentals?.eps_ttm;
  const bvps = fundamentals?.book_value_per_share;
  const ratio = (per: number | undefined) =>
    per !== undefined && per > 0 ? new D(last.close).div(per).toDecimalPlaces(2).toNumber() : null;
  const perShareSar = (per: number | undefined) => (per === undefined ? null : new D(per).div(100).toDecimalPlaces(4).toNumber());

  return {
    trade_date: date,
    close: sar(last.close),
    change_value: sar(last.close - last.prev_close),
    change_ratio: last.prev_close > 0 ? percent(last.close - last.prev_close, last.prev_close) : 0,
    trade_volume: last.volume,
    trade_value: sar(last.value),
    trade_count: last.trades,
    return_last_week: week,
    return_value_last_week: weekValue,
    return_last_month: month,
    return_value_last_month: monthValue,
    return_last_year: year,
    return_value_last_year: yearValue,
    fifty_two_week_high: sar(high),
    fifty_two_week_low: sar(low),
    daily_market_capitalization: sar(new D(last.close).times(sharesOutstanding)),
    basic_earnings_per_share_ttm: perShareSar(eps),
    daily_price_to_earnings: ratio(eps),
    book_value_per_share_ttm: perShareSar(bvps),
    daily_price_to_book_value: ratio(bvps),
  };
}
