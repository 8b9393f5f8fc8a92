import type { StockTick } from '@sahm/contracts/live';
import { describe, expect, it } from 'vitest';
import { stock } from '../../test/fixtures.ts';
import { quoteOf } from './quote.ts';
import { ytdAt } from './ytd.ts';

const tick = (price: number, datetime: string): StockTick => ({
  guid: stock().guid,
  price,
  open: 25,
  high: 26,
  low: 24,
  close: price,
  change_value: 1,
  change_ratio: 4,
  trade_volume: 10,
  trade_value: 250,
  trade_date: '2026-11-22',
  datetime,
});

describe('quote merging', () => {
  it('prefers a tick newer than the listed figures', () => {
    expect(quoteOf(stock(), tick(26, '2026-11-22T12:00:01+00:00')).price).toBe(26);
  });

  it('keeps the listed figures when the tick is older (a refetch brought newer ones)', () => {
    expect(quoteOf(stock(), tick(26, '2026-11-22T11:59:00+00:00')).price).toBe(25.4);
  });

  it('falls back to the last close when the session has not traded', () => {
    const closed = stock({ today_live_points: null });
    expect(quoteOf(closed).price).toBeNull();
    const quote = quoteOf({ ...closed, today_points: { ...closedPoints(), close: 24.9 } });
    expect(quote.price).toBe(24.9);
    expect(quote.marketCap).toBe(1_000_000);
  });

  it('moves the year-to-date change with the live price', () => {
    // Answered at 25.40 with +5.40 this year: the year started at 20.00.
    expect(ytdAt({ ytd_change_value: 5.4, ytd_change_ratio: 27 }, 25.4, 26)).toEqual({ value: 6, ratio: 30 });
    expect(ytdAt({ ytd_change_value: null, ytd_change_ratio: null }, 25.4, 26)).toEqual({ value: null, ratio: null });
  });
});

function closedPoints() {
  return {
    trade_date: '2026-11-21',
    close: 25,
    change_value: 0,
    change_ratio: 0,
    trade_volume: 1,
    trade_value: 1,
    trade_count: 1,
    return_last_week: null,
    return_value_last_week: null,
    return_last_month: null,
    return_value_last_month: null,
    return_last_year: null,
    return_value_last_year: null,
    fifty_two_week_high: 30,
    fifty_two_week_low: 20,
    daily_market_capitalization: 1_000_000,
    basic_earnings_per_share_ttm: null,
    daily_price_to_earnings: null,
    book_value_per_share_ttm: null,
    daily_price_to_book_value: null,
  };
}
