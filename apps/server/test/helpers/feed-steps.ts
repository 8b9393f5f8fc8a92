import type { FeedEvent } from '../../src/platform/live-bus.ts';

let count = 0;

/**
 * A feed step that moves one stock to `price`, `minutes` after now (cooldowns are judged on the
 * steps' own times), with the day's change in percent and the volume traded so far.
 */
export function feedStep(stockGuid: string, price: number, opts: { minutes?: number; change?: number; volume?: number } = {}): FeedEvent {
  count += 1;
  // A millisecond apart at least, so two steps never share a time.
  const at = new Date(Date.now() + (opts.minutes ?? 0) * 60_000 + count).toISOString();
  const date = at.slice(0, 10);
  return {
    at,
    trade_date: date,
    markets: [],
    sectors: [],
    stocks: [
      {
        guid: stockGuid,
        price,
        open: price,
        high: price,
        low: price,
        close: price,
        // Consistent with the change: the stock snapshot derives the previous close from it.
        change_value: Math.round((price - price / (1 + (opts.change ?? 0) / 100)) * 100) / 100,
        change_ratio: opts.change ?? 0,
        trade_volume: opts.volume ?? 0,
        trade_value: 0,
        trade_date: date,
        datetime: at,
      },
    ],
  };
}
