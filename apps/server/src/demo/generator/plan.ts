import { buildActivity } from './activity.ts';
import { holidaySet, tradingDays } from '../../domain/calendar.ts';
import { generateFunds } from './funds.ts';
import type { IndexScale } from './indices.ts';
import { buildMarketFactor, lastIndexOnOrBefore, TASI_ANCHORS, type LevelAnchor, type TasiRow } from './market-factor.ts';
import { planStock, type PlannedStock } from './stock-profile.ts';
import type { StockContext, TurnoverCalibration } from './stocks.ts';
import type { MarketKind } from '../../domain/market-kind.ts';
import type { CompanyRef, GeneratedFund, Holiday } from './types.ts';

export const DEFAULT_HISTORY_START = '2020-01-01';
export const DEFAULT_FUND_COUNT = 110;
/** NOMUC level at the last real TASI day; the growth index has traded around 20,000–28,000. */
export const NOMUC_REFERENCE_LEVEL = 24_000;

export type DemoPlanInput = {
  seed: number;
  companies: readonly CompanyRef[];
  holidays: readonly Holiday[];
  /** Parsed tasi-2025.csv (see parseTasiCsv). */
  tasi2025: readonly TasiRow[];
  historyStart?: string;
  /** Last completed trading day (see lastCompletedTradingDay). */
  endDate: string;
  fundCount?: number;
  anchors?: readonly LevelAnchor[];
};

/**
 * Everything the loader needs to stream the data set: the shared market context plus the static
 * list of stocks and funds. Bars, index points, NAVs and fundamentals come from the functions in
 * stocks.ts, indices.ts, fund-nav.ts and fundamentals.ts, called per stock or fund.
 */
export type DemoPlan = StockContext & {
  historyStart: string;
  endDate: string;
  /** Sessions from historyStart to endDate (factor.days may run further, see centerEndIndex). */
  tradingDays: readonly string[];
  holidays: ReadonlySet<string>;
  stocks: PlannedStock[];
  /** Companies whose listing date is after endDate: no rows yet. */
  notYetListed: string[];
  funds: GeneratedFund[];
  indexScale: Record<MarketKind, IndexScale>;
};

export function buildDemoPlan(input: DemoPlanInput): DemoPlan {
  const historyStart = input.historyStart ?? DEFAULT_HISTORY_START;
  const { endDate, seed } = input;
  if (endDate < historyStart) throw new Error(`endDate ${endDate} is before historyStart ${historyStart}`);
  const holidays = holidaySet(input.holidays);
  const anchors = input.anchors ?? TASI_ANCHORS;

  // The factor runs to the last anchor even when the end date is earlier, so price paths (which
  // are centred over that span) are the same whatever day the loader runs on.
  const lastAnchor = [...anchors.map((a) => a.date), ...input.tasi2025.map((r) => r.trade_date)].reduce((a, b) => (a > b ? a : b), endDate);
  const days = tradingDays(historyStart, lastAnchor > endDate ? lastAnchor : endDate, holidays);
  const endIndex = lastIndexOnOrBefore(days, endDate);
  if (endIndex < 0) throw new Error(`no trading day between ${historyStart} and ${endDate}`);
  const factor = buildMarketFactor({ seed, days, realRows: input.tasi2025, anchors });
  const activity = buildActivity(seed, factor, input.tasi2025);
  const centerEndIndex = Math.max(0, factor.lastAnchorIndex);

  const stocks: PlannedStock[] = [];
  const notYetListed: string[] = [];
  const seen = new Set<string>();
  for (const c of input.companies) {
    if (seen.has(c.symbol_code)) throw new Error(`duplicate symbol ${c.symbol_code}`);
    seen.add(c.symbol_code);
    const s = planStock(seed, c, days, endIndex, historyStart);
    if (s) stocks.push(s);
    else notYetListed.push(c.symbol_code);
  }
  // A fixed order makes the per-day float sums below independent of the input order.
  stocks.sort((a, b) => (a.symbol_code < b.symbol_code ? -1 : 1));

  const calibration = {
    main: calibrate(stocks, 'main', days.length),
    nomu: calibrate(stocks, 'nomu', days.length),
  };

  const realInRange = input.tasi2025.filter((r) => r.trade_date >= historyStart && r.trade_date <= endDate);
  const lastReal = realInRange[realInRange.length - 1];
  const indexScale: Record<MarketKind, IndexScale> = lastReal
    ? {
        main: { dayIndex: lastIndexOnOrBefore(days, lastReal.trade_date), level: lastReal.close },
        nomu: { dayIndex: lastIndexOnOrBefore(days, lastReal.trade_date), level: NOMUC_REFERENCE_LEVEL },
      }
    : {
        main: { dayIndex: -1, level: factor.baseLevel },
        nomu: { dayIndex: -1, level: NOMUC_REFERENCE_LEVEL },
      };

  return {
    seed,
    historyStart,
    endDate,
    factor,
    activity,
    calibration,
    endIndex,
    centerEndIndex,
    tradingDays: days.slice(0, endIndex + 1),
    holidays,
    stocks,
    notYetListed,
    funds: generateFunds(seed, input.fundCount ?? DEFAULT_FUND_COUNT, days[endIndex] as string),
    indexScale,
  };
}

/** Per-day sums over the stocks trading in a market, used to split its daily turnover. */
function calibrate(stocks: readonly PlannedStock[], market: MarketKind, n: number): TurnoverCalibration {
  const shareStep = new Float64Array(n + 1);
  const ticketStep = new Float64Array(n + 1);
  for (const s of stocks) {
    if (s.market !== market) continue;
    const i = s.params.startIndex;
    shareStep[i] = (shareStep[i] as number) + s.params.valueShare;
    ticketStep[i] = (ticketStep[i] as number) + s.params.valueShare / s.params.ticketFactor;
  }
  const shareSum = new Float64Array(n);
  const sharePerTicketSum = new Float64Array(n);
  let a = 0;
  let b = 0;
  for (let i = 0; i < n; i++) {
    a += shareStep[i] as number;
    b += ticketStep[i] as number;
    shareSum[i] = a;
    sharePerTicketSum[i] = b;
  }
  return { shareSum, sharePerTicketSum };
}
