import { clampToBand, limitBand } from '../../../domain/limits.ts';
import type { MarketKind } from '../../../domain/market-kind.ts';
import { roundToTick, tickSize } from '../../../domain/ticks.ts';

/**
 * One stock's session in integer halalas. The feed moves these in memory and writes them out;
 * integers keep every price on the exchange's tick grid and every sum exact.
 */
export type StockState = {
  id: string;
  marketId: string;
  kind: MarketKind;
  /** Free-float shares: the index weight. */
  ff: number;
  /** The stock's industry group and its ancestors. */
  sectorIds: string[];
  prevClose: number;
  open: number;
  high: number;
  low: number;
  price: number;
  volume: number;
  /** Traded value in halalas. */
  value: number;
  trades: number;
  /** Typical daily volume, to size each step's trading. */
  dailyVolume: number;
};

export type Random = () => number;

/** Steps a session is cut into when volume is spread over it (2-second steps over five hours). */
export const stepsPerSession = 9000;

/** A fresh session: everything starts at the previous close. */
export function openSession(s: StockState, prevClose: number): StockState {
  return { ...s, prevClose, open: prevClose, high: prevClose, low: prevClose, price: prevClose, volume: 0, value: 0, trades: 0 };
}

/**
 * Moves a share of the stocks by a few ticks each, with a common pull per market so the board
 * moves together, always within the daily limit and on the tick grid. Returns the stocks that
 * traded in this step (their state objects are replaced, not mutated).
 */
export function step(
  states: StockState[],
  date: string,
  random: Random,
  opts: { activity?: number; lotScale?: number } = {},
): StockState[] {
  const activity = opts.activity ?? 0.3;
  const lotScale = opts.lotScale ?? 1;
  const mood = new Map<string, number>();
  const marketMood = (marketId: string) => {
    let m = mood.get(marketId);
    if (m === undefined) mood.set(marketId, (m = (random() - 0.5) * 0.8));
    return m;
  };
  const moved: StockState[] = [];
  for (let i = 0; i < states.length; i++) {
    const s = states[i] as StockState;
    if (random() > activity) continue;
    // A small random walk in ticks, nudged by the market's mood and pulled back towards the
    // previous close as it nears the limits, so days rarely lock at the limit.
    const drift = marketMood(s.marketId) - (3 * (s.price - s.prevClose)) / Math.max(s.prevClose, 1);
    const ticks = Math.round((random() + random() + random() - 1.5) * 2 + drift);
    const band = limitBand(s.prevClose, s.kind, date);
    const target = s.price + ticks * tickSize(s.price, date);
    const price = clampToBand(roundToTick(target, date, 'nearest'), band);
    const lot = Math.max(1, Math.round((s.dailyVolume / stepsPerSession) * (0.4 + random() * 1.2) * (lotScale / activity)));
    const next: StockState = {
      ...s,
      price,
      high: Math.max(s.high, price),
      low: Math.min(s.low, price),
      volume: s.volume + lot,
      value: s.value + lot * price,
      trades: s.trades + 1 + Math.floor(random() * 4),
    };
    states[i] = next;
    moved.push(next);
  }
  return moved;
}

export type IndexState = { marketId: string; prevClose: number; open: number | null; high: number; low: number; level: number };

/**
 * An index level from its constituents, free-float weighted against their previous closes, as the
 * history's indices are: I = I_prev × Σ ff·price / Σ ff·prev_close. Levels are in hundredths.
 */
export function indexLevel(index: IndexState, members: readonly StockState[]): number {
  let now = 0;
  let before = 0;
  for (const s of members) {
    now += s.ff * s.price;
    before += s.ff * s.prevClose;
  }
  return before > 0 ? Math.round((index.prevClose * now) / before) : index.prevClose;
}

/** Moves an index to its new level, keeping the session's open, high and low. */
export function moveIndex(index: IndexState, level: number): IndexState {
  return { ...index, level, open: index.open ?? level, high: Math.max(index.high, level), low: Math.min(index.low, level) };
}

/** Each sector's change in percent (two decimals): the change of its members' free-float value. */
export function sectorChanges(states: readonly StockState[], marketId?: string): Map<string, number> {
  const sums = new Map<string, { now: number; before: number }>();
  for (const s of states) {
    if (marketId && s.marketId !== marketId) continue;
    for (const id of s.sectorIds) {
      const t = sums.get(id) ?? { now: 0, before: 0 };
      t.now += s.ff * s.price;
      t.before += s.ff * s.prevClose;
      sums.set(id, t);
    }
  }
  const out = new Map<string, number>();
  for (const [id, t] of sums) out.set(id, t.before > 0 ? Math.round(((t.now - t.before) / t.before) * 10000) / 100 : 0);
  return out;
}
