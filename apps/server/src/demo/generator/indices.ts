import { freeFloatShares } from './stock-profile.ts';
import type { DailyBar, GeneratedStock, IndexBar } from './types.ts';

/**
 * A market index computed from its constituents, free-float cap weighted with a divisor:
 *   I_t = I_{t−1} × Σ ff_i·close_i,t / Σ ff_i·prev_close_i,t
 * over the stocks that traded on both days. A listing's first session is left out of the ratio,
 * so new listings never move the index. Every sum is of integers (shares × halalas, well under
 * 2^53), hence exact and independent of the order stocks are added in.
 */

/** Where to pin the level: at `dayIndex` (−1 = the close before the first day) it is `level`. */
export type IndexScale = { dayIndex: number; level: number };

/**
 * Constituent highs and lows do not happen at the same moment, so their weighted sum overstates
 * the index's range; keep this share of the excess over max(open, close) / below min(open, close).
 */
const RANGE_SHRINK = 0.5;

export type IndexAccumulator = {
  add(stock: GeneratedStock, bars: readonly DailyBar[]): void;
  finish(scale: IndexScale): IndexBar[];
};

export function createIndexAccumulator(days: readonly string[]): IndexAccumulator {
  const n = days.length;
  const position = new Map(days.map((d, i) => [d, i]));
  const prevSum = new Float64Array(n);
  const openSum = new Float64Array(n);
  const highSum = new Float64Array(n);
  const lowSum = new Float64Array(n);
  const closeSum = new Float64Array(n);
  const volume = new Float64Array(n);
  const value = new Float64Array(n);
  const trades = new Float64Array(n);
  const members = new Uint32Array(n);

  function add(stock: GeneratedStock, bars: readonly DailyBar[]): void {
    const ff = freeFloatShares(stock);
    bars.forEach((bar, k) => {
      const i = position.get(bar.trade_date);
      if (i === undefined) throw new Error(`${stock.symbol_code}: ${bar.trade_date} is not an index day`);
      volume[i] = (volume[i] as number) + bar.volume;
      value[i] = (value[i] as number) + bar.value;
      trades[i] = (trades[i] as number) + bar.trades;
      members[i] = (members[i] as number) + 1;
      // A stock's first bar has no previous session in the index, except on the index's first day.
      if (k === 0 && i > 0) return;
      prevSum[i] = (prevSum[i] as number) + ff * bar.prev_close;
      openSum[i] = (openSum[i] as number) + ff * bar.open;
      highSum[i] = (highSum[i] as number) + ff * bar.high;
      lowSum[i] = (lowSum[i] as number) + ff * bar.low;
      closeSum[i] = (closeSum[i] as number) + ff * bar.close;
    });
  }

  function finish(scale: IndexScale): IndexBar[] {
    const close = new Float64Array(n);
    const open = new Float64Array(n);
    const high = new Float64Array(n);
    const low = new Float64Array(n);
    let level = 1;
    for (let i = 0; i < n; i++) {
      const base = prevSum[i] as number;
      const before = level;
      if (base > 0) {
        level = before * ((closeSum[i] as number) / base);
        const o = before * ((openSum[i] as number) / base);
        const top = Math.max(o, level);
        const bottom = Math.min(o, level);
        open[i] = o;
        high[i] = top + RANGE_SHRINK * Math.max(0, before * ((highSum[i] as number) / base) - top);
        low[i] = bottom - RANGE_SHRINK * Math.max(0, bottom - before * ((lowSum[i] as number) / base));
      } else {
        open[i] = high[i] = low[i] = level;
      }
      close[i] = level;
    }
    const pinned = scale.dayIndex < 0 ? 1 : (close[scale.dayIndex] as number);
    if (!(pinned > 0)) throw new Error('index scale day has no level');
    const k = scale.level / pinned;
    const pts = (x: number) => Math.round(x * k * 100);

    const out: IndexBar[] = [];
    let prevClose = pts(1);
    for (let i = 0; i < n; i++) {
      const c = pts(close[i] as number);
      if ((members[i] as number) > 0) {
        out.push({
          trade_date: days[i] as string,
          open: pts(open[i] as number),
          high: pts(high[i] as number),
          low: pts(low[i] as number),
          close: c,
          prev_close: prevClose,
          volume: volume[i] as number,
          value: value[i] as number,
          trades: trades[i] as number,
        });
      }
      prevClose = c;
    }
    return out;
  }

  return { add, finish };
}
