import type { StockAlertKind } from '@sahm/contracts/alerts';

/**
 * A stock's figures as the evaluator compares them: integers in hundredths (halalas for the price,
 * hundredths of a percent for the day's change, hundredths of a multiple for the volume against
 * its 20-day average), so no comparison depends on binary fractions.
 */
export type StockFigures = { price: number; change: number; volume: number | null };

/**
 * Every stock alert reads one figure, signed so that its condition is always "value ≥ bar":
 * a price below T is −price ≥ −T, a fall of T% is −change ≥ T.
 */
export function valueOf(kind: StockAlertKind, f: StockFigures): number | null {
  switch (kind) {
    case 'price_above':
      return f.price;
    case 'price_below':
      return -f.price;
    case 'change_up':
      return f.change;
    case 'change_down':
      return -f.change;
    case 'volume_spike':
      return f.volume;
  }
}
export const barOf = (kind: StockAlertKind, threshold: number): number => (kind === 'price_below' ? -threshold : threshold);

/** The alerts whose condition became true (risen) or false (fallen) when a figure moved. */
export type Crossing = { risen: string[]; fallen: string[] };

type Ladder = { bars: number[]; ids: string[] };

/** First position whose bar is greater than `v` (bars sorted ascending). */
function upper(bars: readonly number[], v: number): number {
  let lo = 0;
  let hi = bars.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((bars[mid] as number) <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The alerts of every stock and kind, each ladder sorted by bar. A step of a figure from v0 to v1
 * touches only the bars between the two (two binary searches), so a tick costs the alerts it
 * crosses, not the alerts there are.
 */
export function thresholdIndex() {
  const ladders = new Map<string, Ladder>();
  const keyOf = (stockId: string, kind: StockAlertKind) => `${stockId}|${kind}`;

  return {
    add(stockId: string, kind: StockAlertKind, bar: number, id: string): void {
      const key = keyOf(stockId, kind);
      let ladder = ladders.get(key);
      if (!ladder) ladders.set(key, (ladder = { bars: [], ids: [] }));
      const at = upper(ladder.bars, bar);
      ladder.bars.splice(at, 0, bar);
      ladder.ids.splice(at, 0, id);
    },
    remove(stockId: string, kind: StockAlertKind, bar: number, id: string): void {
      const key = keyOf(stockId, kind);
      const ladder = ladders.get(key);
      if (!ladder) return;
      // Scan back from the last equal bar: ids sharing a bar are few.
      for (let i = upper(ladder.bars, bar) - 1; i >= 0 && ladder.bars[i] === bar; i--) {
        if (ladder.ids[i] !== id) continue;
        ladder.bars.splice(i, 1);
        ladder.ids.splice(i, 1);
        break;
      }
      if (!ladder.ids.length) ladders.delete(key);
    },
    has: (stockId: string, kind: StockAlertKind) => ladders.has(keyOf(stockId, kind)),
    /**
     * What changed when the figure went from `from` to `to`; with no `from` (first sight of the
     * stock) every alert is placed: those met have risen, the others have fallen.
     */
    cross(stockId: string, kind: StockAlertKind, from: number | null, to: number): Crossing {
      const ladder = ladders.get(keyOf(stockId, kind));
      if (!ladder) return { risen: [], fallen: [] };
      const cut = upper(ladder.bars, to);
      if (from === null) return { risen: ladder.ids.slice(0, cut), fallen: ladder.ids.slice(cut) };
      if (to > from) return { risen: ladder.ids.slice(upper(ladder.bars, from), cut), fallen: [] };
      if (to < from) return { risen: [], fallen: ladder.ids.slice(cut, upper(ladder.bars, from)) };
      return { risen: [], fallen: [] };
    },
    size: () => {
      let n = 0;
      for (const l of ladders.values()) n += l.ids.length;
      return n;
    },
  };
}
export type ThresholdIndex = ReturnType<typeof thresholdIndex>;
