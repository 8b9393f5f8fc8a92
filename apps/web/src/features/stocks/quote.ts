import type { StockTick } from '@sahm/contracts/live';
import type { StockLivePoints, StockTodayPoints } from '@sahm/contracts/stocks';

export type Quote = {
  price: number | null;
  change: number | null;
  changeRatio: number | null;
  volume: number | null;
  value: number | null;
  marketCap: number | null;
};

type LiveFigures = Pick<StockLivePoints, 'price' | 'change_value' | 'change_ratio' | 'trade_volume' | 'trade_value' | 'datetime'>;
type Quoted = { today_live_points: LiveFigures | null; today_points?: StockTodayPoints | null };

/**
 * The figures a row shows: the newest live tick when one has arrived and is not older than
 * what the list brought, else today's live figures, else the last close.
 */
export function quoteOf(stock: Quoted, tick?: StockTick): Quote {
  const listed = stock.today_live_points;
  const live = tick && (!listed || tick.datetime >= listed.datetime) ? tick : listed;
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
