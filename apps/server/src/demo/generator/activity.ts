import type { MarketFactor, TasiRow } from './market-factor.ts';
import { forkRng } from './random.ts';
import type { MarketKind } from '../../domain/market-kind.ts';

/**
 * Market-wide daily turnover targets. Stocks share each day's target (see stocks.ts), so the sum
 * over a market's stocks lands near it: real TASI value and trade counts on real days, and a
 * seeded series around yearly levels elsewhere.
 */
export type MarketActivity = {
  /** Traded value per day, SAR. */
  valueSar: Float64Array;
  trades: Float64Array;
};
export type Activity = Record<MarketKind, MarketActivity>;

/**
 * Approximate average daily traded value of the main market (SAR) in years without daily data,
 * from the exchange's annual totals divided by ~250 sessions.
 */
export const MAIN_DAILY_VALUE_BY_YEAR: Readonly<Record<number, number>> = {
  2019: 4.4e9,
  2020: 8.4e9,
  2021: 11.0e9,
  2022: 7.7e9,
  2023: 5.9e9,
  2024: 6.6e9,
};

/**
 * Approximate average trade size (SAR) of the main market in years without daily data: fewer,
 * larger trades before the 2023–2025 retail growth. Later years use the real data's own ratio.
 */
export const MAIN_TICKET_BY_YEAR: Readonly<Record<number, number>> = {
  2019: 22_000,
  2020: 23_000,
  2021: 25_000,
  2022: 20_000,
  2023: 14_000,
  2024: 13_000,
};

/** Nomu is a small market: tens of millions of SAR a day. */
export const NOMU_DAILY_VALUE_BY_YEAR: Readonly<Record<number, number>> = {
  2019: 15e6,
  2020: 30e6,
  2021: 60e6,
  2022: 40e6,
  2023: 30e6,
  2024: 45e6,
  2025: 35e6,
};

const DEFAULT_MAIN_VALUE = 5.2e9;
const DEFAULT_MAIN_TICKET = 11_000;
const NOMU_TICKET = 9_000;
const DEFAULT_NOMU_VALUE = 35e6;

/** Busy days follow big moves: value scales with 1 + k·|market return|. */
const MOVE_SENSITIVITY = 12;

type Level = { base: (year: number) => number; ticket: (year: number) => number; sd: number; key: string };

function series(seed: number, factor: MarketFactor, lv: Level, out: MarketActivity, skip: (i: number) => boolean) {
  const rng = forkRng(seed, lv.key);
  const phi = 0.93;
  const innovation = lv.sd * Math.sqrt(1 - phi * phi);
  // E|r| for a 0.9% daily vol keeps the move boost mean-one.
  const moveNorm = 1 + MOVE_SENSITIVITY * 0.0072;
  let a = lv.sd * rng.normal();
  for (let i = 0; i < factor.days.length; i++) {
    a = phi * a + innovation * rng.normal();
    const ticketNoise = Math.exp(0.08 * rng.normal());
    if (skip(i)) continue;
    const year = Number((factor.days[i] as string).slice(0, 4));
    const move = (1 + MOVE_SENSITIVITY * Math.abs(factor.logReturns[i] as number)) / moveNorm;
    const value = lv.base(year) * Math.exp(a - (lv.sd * lv.sd) / 2) * move;
    out.valueSar[i] = value;
    out.trades[i] = Math.max(1, Math.round(value / (lv.ticket(year) * ticketNoise)));
  }
}

export function buildActivity(seed: number, factor: MarketFactor, realRows: readonly TasiRow[]): Activity {
  const n = factor.days.length;
  const main: MarketActivity = { valueSar: new Float64Array(n), trades: new Float64Array(n) };
  const nomu: MarketActivity = { valueSar: new Float64Array(n), trades: new Float64Array(n) };

  const real = new Map(realRows.map((r) => [r.trade_date, r]));
  // After the real data ends, carry on at its recent pace rather than the yearly table.
  const recent = realRows.slice(-60);
  const recentValue = recent.length ? recent.reduce((s, r) => s + r.value_sar, 0) / recent.length : DEFAULT_MAIN_VALUE;
  const recentTrades = recent.reduce((s, r) => s + r.trades, 0);
  const ticket = recentTrades > 0 ? recent.reduce((s, r) => s + r.value_sar, 0) / recentTrades : DEFAULT_MAIN_TICKET;
  const lastRealYear = realRows.length ? Number(realRows[realRows.length - 1]?.trade_date.slice(0, 4)) : 0;

  const mainBase = (year: number) =>
    MAIN_DAILY_VALUE_BY_YEAR[year] ?? (year > lastRealYear && realRows.length ? recentValue : DEFAULT_MAIN_VALUE);
  const mainTicket = (year: number) => MAIN_TICKET_BY_YEAR[year] ?? ticket;
  const mainLevel: Level = { base: mainBase, ticket: mainTicket, sd: 0.25, key: 'market:activity:main' };
  series(seed, factor, mainLevel, main, (i) => real.has(factor.days[i] as string));
  for (let i = 0; i < n; i++) {
    const r = real.get(factor.days[i] as string);
    if (r) {
      main.valueSar[i] = r.value_sar;
      main.trades[i] = r.trades;
    }
  }

  const nomuBase = (year: number) => NOMU_DAILY_VALUE_BY_YEAR[year] ?? DEFAULT_NOMU_VALUE;
  const nomuLevel: Level = { base: nomuBase, ticket: () => NOMU_TICKET, sd: 0.35, key: 'market:activity:nomu' };
  series(seed, factor, nomuLevel, nomu, () => false);
  return { main, nomu };
}
