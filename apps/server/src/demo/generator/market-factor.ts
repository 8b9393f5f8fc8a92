import { toEpochDay } from '../../domain/calendar.ts';
import { forkRng } from './random.ts';

/** One real TASI session as published (index points, shares, SAR, count). */
export type TasiRow = {
  trade_date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value_sar: number;
  trades: number;
};

const TASI_COLUMNS = ['trade_date', 'open', 'high', 'low', 'close', 'volume', 'value_sar', 'trades'] as const;

/** Parses tasi-2025.csv (header `trade_date,open,high,low,close,volume,value_sar,trades`). */
export function parseTasiCsv(text: string): TasiRow[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines
    .shift()
    ?.split(',')
    .map((h) => h.trim());
  if (!header || TASI_COLUMNS.some((c, i) => header[i] !== c)) {
    throw new Error(`unexpected TASI header: ${header?.join(',') ?? '(empty)'}`);
  }
  const rows = lines.map((line, n) => {
    const cells = line.split(',').map((c) => c.trim());
    const num = (i: number) => {
      const v = Number(cells[i]);
      if (cells[i] === '' || !Number.isFinite(v)) throw new Error(`TASI line ${n + 2}: bad ${TASI_COLUMNS[i]}`);
      return v;
    };
    const trade_date = cells[0] ?? '';
    toEpochDay(trade_date);
    return {
      trade_date,
      open: num(1),
      high: num(2),
      low: num(3),
      close: num(4),
      volume: num(5),
      value_sar: num(6),
      trades: num(7),
    };
  });
  rows.sort((a, b) => (a.trade_date < b.trade_date ? -1 : a.trade_date > b.trade_date ? 1 : 0));
  return rows;
}

/** A known TASI close the synthetic walk is bridged to. */
export type LevelAnchor = { date: string; level: number; note: string };

/**
 * Known TASI closes outside the real daily file. Year ends as published (rounded); the 2020 and
 * 2022 turning points give the charts their familiar shape (COVID crash, 2022 peak).
 */
export const TASI_ANCHORS: readonly LevelAnchor[] = [
  { date: '2019-12-31', level: 8_389, note: 'year end 2019' },
  { date: '2020-03-16', level: 5_960, note: 'COVID-19 low' },
  { date: '2020-12-31', level: 8_690, note: 'year end 2020' },
  { date: '2021-12-30', level: 11_282, note: 'year end 2021' },
  { date: '2022-05-10', level: 13_800, note: '2022 peak (approximate)' },
  { date: '2022-12-29', level: 10_478, note: 'year end 2022' },
  { date: '2023-12-31', level: 11_967, note: 'year end 2023' },
  { date: '2024-12-31', level: 12_036, note: 'year end 2024' },
];

/** Long-run daily volatility of the synthetic walk (TASI's 2025 realised vol is ≈ 0.90%). */
export const MARKET_DAILY_VOL = 0.009;

export type MarketFactor = {
  /** Trading days, ascending; may run past the history's end date (see plan.ts). */
  days: readonly string[];
  /** Daily log return of the market on each day (day 0: against the level before the first day). */
  logReturns: Float64Array;
  /** TASI-like level at each close; equals every anchor (and every real close) exactly. */
  level: Float64Array;
  /** Level at the close before the first day. */
  baseLevel: number;
  /** Last day carrying a real close or an anchor; the walk is unconstrained after it. */
  lastAnchorIndex: number;
};

export type MarketFactorInput = {
  seed: number;
  days: readonly string[];
  realRows: readonly TasiRow[];
  anchors?: readonly LevelAnchor[];
};

/** Level before the first day when no anchor precedes it: the walk is bridged from here. */
const DEFAULT_BASE_LEVEL = 10_000;

/** GARCH(1,1) persistence: shocks cluster like real volatility regimes. */
const GARCH_ALPHA = 0.07;
const GARCH_BETA = 0.9;
const MAX_SYNTHETIC_MOVE = 0.08;

/**
 * Builds the daily market factor. Every real close is an anchor too, so the real days reproduce
 * TASI exactly; between anchors the seeded walk gets a constant drift correction (the discrete
 * Brownian bridge) so it lands on the next anchor. The raw draws are consumed for every day,
 * real or not, so changing the anchors never shifts the random stream.
 */
export function buildMarketFactor(input: MarketFactorInput): MarketFactor {
  const { days } = input;
  const n = days.length;
  if (n === 0) throw new Error('market factor needs at least one day');
  const rng = forkRng(input.seed, 'market:factor');
  const raw = new Float64Array(n);
  const omega = MARKET_DAILY_VOL ** 2 * (1 - GARCH_ALPHA - GARCH_BETA);
  let variance = MARKET_DAILY_VOL ** 2;
  let prevShock = 0;
  for (let i = 0; i < n; i++) {
    variance = omega + GARCH_ALPHA * prevShock ** 2 + GARCH_BETA * variance;
    const shock = Math.sqrt(variance) * rng.fatTail();
    prevShock = shock;
    raw[i] = Math.max(-MAX_SYNTHETIC_MOVE, Math.min(MAX_SYNTHETIC_MOVE, shock));
  }

  // Map every anchor to the last trading day on or before its date; later sources win.
  const first = days[0] as string;
  const last = days[n - 1] as string;
  const byIndex = new Map<number, number>();
  let baseLevel = DEFAULT_BASE_LEVEL;
  let baseDate = '';
  const sources: { date: string; level: number }[] = [
    ...(input.anchors ?? TASI_ANCHORS),
    ...input.realRows.map((r) => ({ date: r.trade_date, level: r.close })),
  ];
  for (const a of sources) {
    if (a.date < first) {
      if (a.date >= baseDate) {
        baseDate = a.date;
        baseLevel = a.level;
      }
      continue;
    }
    // Anchors past the horizon would otherwise be pinned onto the last day.
    if (a.date > last) continue;
    byIndex.set(lastIndexOnOrBefore(days, a.date), a.level);
  }

  const logReturns = Float64Array.from(raw);
  const anchorIdx = [...byIndex.keys()].sort((a, b) => a - b);
  let prevIdx = -1;
  let prevLevel = baseLevel;
  for (const idx of anchorIdx) {
    const level = byIndex.get(idx) as number;
    const target = Math.log(level / prevLevel);
    let sum = 0;
    for (let i = prevIdx + 1; i <= idx; i++) sum += raw[i] as number;
    const drift = (target - sum) / (idx - prevIdx);
    for (let i = prevIdx + 1; i <= idx; i++) logReturns[i] = (raw[i] as number) + drift;
    prevIdx = idx;
    prevLevel = level;
  }

  const level = new Float64Array(n);
  let l = baseLevel;
  for (let i = 0; i < n; i++) {
    l *= Math.exp(logReturns[i] as number);
    // Snap exactly onto anchors so float drift never accumulates across segments.
    const a = byIndex.get(i);
    if (a !== undefined) l = a;
    level[i] = l;
  }
  return { days, logReturns, level, baseLevel, lastAnchorIndex: prevIdx };
}

/** Index of the last element ≤ date in an ascending list of dates, or −1. */
export function lastIndexOnOrBefore(days: readonly string[], date: string): number {
  let lo = 0;
  let hi = days.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] as string) <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Index of the first element ≥ date, or days.length. */
export function firstIndexOnOrAfter(days: readonly string[], date: string): number {
  const i = lastIndexOnOrBefore(days, date);
  return i >= 0 && days[i] === date ? i : i + 1;
}
