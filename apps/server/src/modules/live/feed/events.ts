import { halalasToSarNumber } from '@sahm/contracts/money';
import type { MarketLivePoints } from '@sahm/contracts/markets';
import type { StockTick } from '@sahm/contracts/live';
import { changeRatio, round2 } from '../../../platform/numbers.ts';
import type { IndexFigures } from './persist.ts';
import type { IndexState, StockState } from './simulate.ts';

// Market data: prices and traded values as JSON numbers.
const sar = halalasToSarNumber;

export function toStockTick(s: StockState, date: string, at: string): StockTick {
  const price = sar(s.price);
  const prev = sar(s.prevClose);
  return {
    guid: s.id,
    price,
    open: sar(s.open),
    high: sar(s.high),
    low: sar(s.low),
    close: price,
    change_value: round2(price - prev),
    change_ratio: changeRatio(price, prev),
    trade_volume: s.volume,
    trade_value: sar(s.value),
    trade_date: date,
    datetime: at,
  };
}

export function toMarketLive(index: IndexState, f: IndexFigures, date: string, at: string): MarketLivePoints {
  const value = sar(index.level);
  const prev = sar(index.prevClose);
  return {
    value,
    price: value,
    open: sar(index.open ?? index.level),
    high: sar(index.high),
    low: sar(index.low),
    close: value,
    change_value: round2(value - prev),
    change_ratio: changeRatio(value, prev),
    trades_count: f.trades,
    trade_volume: f.volume,
    trades_value: sar(f.value),
    trade_date: date,
    datetime: at,
  };
}
