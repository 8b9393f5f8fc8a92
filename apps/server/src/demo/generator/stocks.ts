import type { Activity } from './activity.ts';
import { MARKET_DAILY_VOL, type MarketFactor } from './market-factor.ts';
import { forkRng } from './random.ts';
import type { PlannedStock } from './stock-profile.ts';
import { clampToBand, firstDayBand, limitBand } from '../../domain/limits.ts';
import type { MarketKind } from '../../domain/market-kind.ts';
import { roundToTick } from '../../domain/ticks.ts';
import type { DailyBar } from './types.ts';

/**
 * Daily bars of one stock. The loader streams stock by stock: each call needs only the shared
 * plan context and the stock's own random streams, so memory stays at one stock's history.
 */

/** Per market and day, sums over the stocks trading that day (built in plan.ts). */
export type TurnoverCalibration = {
  /** Σ valueShare. */
  shareSum: Float64Array;
  /** Σ valueShare / ticketFactor. */
  sharePerTicketSum: Float64Array;
};

export type StockContext = {
  seed: number;
  factor: MarketFactor;
  activity: Activity;
  calibration: Record<MarketKind, TurnoverCalibration>;
  /** Last day (index into factor.days) that is output. */
  endIndex: number;
  /** Last day used to centre price paths; fixed by the anchors, not by the end date. */
  centerEndIndex: number;
};

/** First-day moves of new listings (log): IPOs tend to open above the offer. */
const IPO_POP: Record<MarketKind, { mean: number; sd: number }> = {
  main: { mean: 0.08, sd: 0.1 },
  nomu: { mean: 0.12, sd: 0.15 },
};
/** IPO sessions trade many times a normal day's value. */
const IPO_TURNOVER_MULTIPLE = 8;

/** Turnover noise: a persistent AR(1) part (interest in the name) and a daily part. */
const VOL_PHI = 0.97;
const VOL_PERSISTENT_SD = 0.35;
const VOL_DAILY_SD = 0.3;
const VOL_JENSEN = Math.exp(-(VOL_PERSISTENT_SD ** 2 + VOL_DAILY_SD ** 2) / 2);
/** Bigger moves trade more; E|z| ≈ 0.76 for the fat-tailed draws keeps the factor mean-one. */
const MOVE_K = 0.35;
const MOVE_NORM = 1 + MOVE_K * 0.76;

/**
 * Log-price path (before the level offset) from the close before the stock's first session
 * (index 0) to day `last` (drawn day by day, so a later end date only appends): beta × cumulative market + an AR(1) idiosyncratic part with fat tails
 * and rare jumps. A stock listed before the history starts with that part already stationary;
 * a new listing starts from zero. Subtracting half its variance keeps exp(idiosyncratic) mean-one,
 * so the cap-weighted index follows the market factor without drift.
 */
function logPath(ctx: StockContext, stock: PlannedStock, last: number): Float64Array {
  const p = stock.params;
  const rng = forkRng(ctx.seed, `stock:${stock.symbol_code}:path`);
  const x = new Float64Array(last - p.startIndex + 2);
  const jumpVar = (p.jumpProb * (p.jumpMin ** 2 + p.jumpMin * p.jumpMax + p.jumpMax ** 2)) / 3;
  const stepVar = p.idioVol ** 2 + jumpVar;
  const stationary = stepVar / (1 - p.phi * p.phi);
  const initial = rng.normal();
  let u = p.isIpo ? 0 : Math.sqrt(stationary) * initial;
  let varU = p.isIpo ? 0 : stationary;
  let cumMarket = 0;
  // The first-day move re-prices the offer for good; it is not part of the mean-reverting noise.
  let listingMove = 0;
  x[0] = u - varU / 2;
  for (let k = 1; k < x.length; k++) {
    let e = p.idioVol * rng.fatTail();
    const jumpDraw = rng.float();
    const jumpSize = rng.uniform(p.jumpMin, p.jumpMax);
    const jumpUp = rng.float() < 0.5;
    const pop = rng.normal();
    if (jumpDraw < p.jumpProb) e += jumpUp ? jumpSize : -jumpSize;
    if (k === 1 && p.isIpo) listingMove = IPO_POP[stock.market].mean + IPO_POP[stock.market].sd * pop;
    u = p.phi * u + e;
    varU = p.phi * p.phi * varU + stepVar;
    cumMarket += ctx.factor.logReturns[p.startIndex + k - 1] as number;
    x[k] = stock.beta * cumMarket + listingMove + u - varU / 2;
  }
  return x;
}

/**
 * Sessions the price level is centred over: the year up to the last anchor. Prices people look at
 * most (the recent year) then follow the drawn levels and the hand-set ranges, while earlier
 * years move with the market as they did (2020's lows, 2022's highs).
 */
const CENTER_WINDOW = 250;

/**
 * Log offset (halalas) placing the path: the market part of the path is centred on the reference
 * price over the window, or a new listing starts at its offer. Only the market part is used:
 * centring on the idiosyncratic part too would favour, looking back, stocks that had fallen, and
 * the index would drift away from the market factor.
 */
function pathOffset(ctx: StockContext, stock: PlannedStock): number {
  const p = stock.params;
  const kTo = ctx.centerEndIndex - p.startIndex + 1;
  if (!p.centered || kTo < 1) return Math.log(p.refPrice);
  const kFrom = Math.max(0, ctx.centerEndIndex - CENTER_WINDOW + 1 - p.startIndex + 1);
  let cum = 0;
  let lo = kFrom === 0 ? 0 : Infinity;
  let hi = kFrom === 0 ? 0 : -Infinity;
  for (let k = 1; k <= kTo; k++) {
    cum += ctx.factor.logReturns[p.startIndex + k - 1] as number;
    if (k < kFrom) continue;
    const v = stock.beta * cum;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return Math.log(p.refPrice) - (lo + hi) / 2;
}

export function generateStockHistory(ctx: StockContext, stock: PlannedStock): DailyBar[] {
  const p = stock.params;
  const { days } = ctx.factor;
  if (p.startIndex > ctx.endIndex) return [];
  const x = logPath(ctx, stock, ctx.endIndex);
  const offset = pathOffset(ctx, stock);

  const barRng = forkRng(ctx.seed, `stock:${stock.symbol_code}:bars`);
  const volRng = forkRng(ctx.seed, `stock:${stock.symbol_code}:volume`);
  const market = stock.market;
  const activity = ctx.activity[market];
  const cal = ctx.calibration[market];
  const sigma = Math.sqrt((stock.beta * MARKET_DAILY_VOL) ** 2 + p.idioVol ** 2);
  const volInnovation = VOL_PERSISTENT_SD * Math.sqrt(1 - VOL_PHI * VOL_PHI);
  let interest = VOL_PERSISTENT_SD * volRng.normal();

  const bars: DailyBar[] = [];
  let prev = roundToTick(Math.exp(offset + (x[0] as number)), days[p.startIndex] as string, 'nearest');
  for (let i = p.startIndex; i <= ctx.endIndex; i++) {
    const k = i - p.startIndex;
    const date = days[i] as string;
    const ipoDay = k === 0 && p.isIpo;
    const band = ipoDay ? firstDayBand(prev, date) : limitBand(prev, market, date);
    const close = clampToBand(roundToTick(Math.exp(offset + (x[k + 1] as number)), date, 'nearest'), band);

    const z1 = barRng.normal();
    const z2 = Math.abs(barRng.normal());
    const z3 = Math.abs(barRng.normal());
    const move = Math.log(close / prev);
    const open = clampToBand(roundToTick(prev * Math.exp(0.3 * move + 0.35 * sigma * z1), date, 'nearest'), band);
    const range = 0.45 * sigma + 0.25 * Math.abs(move);
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    const high = Math.min(band.high, Math.max(top, roundToTick(top * Math.exp(range * z2), date, 'up')));
    const low = Math.max(band.low, Math.min(bottom, roundToTick(bottom * Math.exp(-range * z3), date, 'down')));

    interest = VOL_PHI * interest + volInnovation * volRng.normal();
    const daily = VOL_DAILY_SD * volRng.normal();
    const ticketNoise = Math.exp(0.1 * volRng.normal());
    const shareSum = cal.shareSum[i] as number;
    const moveBoost = (1 + MOVE_K * Math.min(Math.abs(move) / sigma, 6)) / MOVE_NORM;
    let valueSar = ((activity.valueSar[i] as number) * p.valueShare * Math.exp(interest + daily) * VOL_JENSEN * moveBoost) / shareSum;
    if (ipoDay) valueSar *= IPO_TURNOVER_MULTIPLE;
    // Typical price of the session: the value-weighted average sits between low and high.
    const typical = (open + high + low + 2 * close) / 5;
    const volume = Math.max(1, Math.round((valueSar * 100) / typical));
    const value = Math.min(high * volume, Math.max(low * volume, Math.round(volume * typical)));
    // Average ticket k_t·g_i, with k_t set so Σ trades over the market meets the day's count.
    const ticketSar =
      ((activity.valueSar[i] as number) * (cal.sharePerTicketSum[i] as number) * p.ticketFactor) /
      (shareSum * (activity.trades[i] as number));
    const trades = Math.min(volume, Math.max(1, Math.round((value / 100 / ticketSar) * ticketNoise)));

    bars.push({ trade_date: date, open, high, low, close, prev_close: prev, volume, value, trades });
    prev = close;
  }
  return bars;
}
