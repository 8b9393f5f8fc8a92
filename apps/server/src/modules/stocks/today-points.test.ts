import { describe, expect, it } from 'vitest';
import { computeTodayPoints, type DailyBar } from './today-points.ts';

function bar(trade_date: string, close: number, prev_close: number, high = close, low = close): DailyBar {
  return { trade_date, open: prev_close, high, low, close, prev_close, volume: 1_000, value: close * 1_000, trades: 10 };
}

describe('today points', () => {
  // 2024-05-01 … 2025-05-15, hand-picked so every figure can be checked by hand.
  const bars: DailyBar[] = [
    bar('2024-05-01', 4_000, 4_000, 4_100, 3_900), // outside the 52 weeks (cutoff 2024-05-16)
    bar('2024-05-15', 5_000, 4_000, 9_000, 2_000), // a year back is 2024-05-15: this close is the reference
    bar('2024-05-16', 5_000, 5_000, 5_200, 4_300), // exactly 52 weeks back: excluded (else low 43)
    bar('2024-06-02', 4_500, 5_000, 5_100, 4_400),
    bar('2025-04-14', 6_000, 4_500, 6_200, 4_500), // on or before 2025-04-15 (a month back)
    bar('2025-05-07', 6_400, 6_000, 6_500, 6_300), // on or before 2025-05-08 (a week back)
    bar('2025-05-15', 6_650, 6_400, 6_700, 6_380),
  ];

  it('computes every figure of a hand example', () => {
    const fundamentals = { symbol_code: 'T', eps_ttm: 250.5, book_value_per_share: 3_325 };
    expect(computeTodayPoints(bars, fundamentals, 1_000_000)).toEqual({
      trade_date: '2025-05-15',
      close: 66.5,
      change_value: 2.5,
      change_ratio: 3.91, // 250 / 6400 = 3.906%
      trade_volume: 1_000,
      trade_value: 66_500,
      trade_count: 10,
      return_last_week: 3.91,
      return_value_last_week: 2.5,
      return_last_month: 10.83, // 650 / 6000 = 10.833%
      return_value_last_month: 6.5,
      return_last_year: 33, // 1650 / 5000
      return_value_last_year: 16.5,
      fifty_two_week_high: 67, // 2024-06-02 … 2025-05-15
      fifty_two_week_low: 44,
      daily_market_capitalization: 66_500_000,
      basic_earnings_per_share_ttm: 2.505,
      daily_price_to_earnings: 26.55, // 6650 / 250.5 = 26.547
      book_value_per_share_ttm: 33.25,
      daily_price_to_book_value: 2, // 6650 / 3325
    });
  });

  it('leaves returns null when the history is too short and ratios null without profits', () => {
    const short = bars.slice(-2);
    const t = computeTodayPoints(short, { symbol_code: 'T', eps_ttm: -12.34, book_value_per_share: 0 }, 10);
    expect(t?.return_last_week).toBe(3.91);
    expect(t?.return_last_month).toBeNull();
    expect(t?.return_value_last_year).toBeNull();
    expect(t?.daily_price_to_earnings).toBeNull();
    expect(t?.basic_earnings_per_share_ttm).toBe(-0.1234);
    expect(t?.daily_price_to_book_value).toBeNull();
    expect(computeTodayPoints([], null, 1)).toBeNull();
    expect(computeTodayPoints(short, null, 1)?.daily_price_to_earnings).toBeNull();
  });
});
