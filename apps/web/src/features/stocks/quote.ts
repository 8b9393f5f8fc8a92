import type { StockListItem } from '@sahm/contracts/stocks';

export type Quote = {
  price: number | null;
  change: number | null;
  changeRatio: number | null;
  volume: number | null;
  value: number | null;
  marketCap: number | null;
};

/** Today's live figures when the session has traded, otherwise the last close. */
export function quoteOf(stock: StockListItem): Quote {
  const live = stock.today_live_points;
  const last = stock.today_points;
  return {
    price: live?.price ?? last?.close ?? null,
    change: live?.change_value ?? last?.change_value ?? null,
    changeRatio: live?.change_ratio ?? last?.change_ratio ?? null,
    volume: live?.trade_volume ?? last?.trade_volume ?? null,
    value: live?.trade_value ?? last?.trade_value ?? null,
    marketCap: last?.daily_market_capitalization ?? null,
  };
}
